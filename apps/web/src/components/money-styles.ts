// Styles of the components that only the money pages (fundraiser, billing, supporter dashboard,
// sandbox checkout) use, on top of the form controls'. Loaded with those lazy pages.
import './form-styles';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Blockquote.layer.css';
