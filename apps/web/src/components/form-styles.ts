// Styles of the form controls that only the account and profile pages use. They load with
// those (lazy) pages rather than with the home page. Within Mantine's layer a component comes
// after the ones it is built on, as in app/styles.ts.
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/List.layer.css';
