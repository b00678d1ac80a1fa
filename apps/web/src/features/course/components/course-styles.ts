// Styles of the course pages on top of the money pages' (progress bars, cards): the dialog that
// confirms a cancellation. Loaded with those lazy pages.
import '@/components/money-styles';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
