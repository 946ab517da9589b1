export { Combobox, TYPING_DEBOUNCE_MS, type ComboboxProps } from './combobox';
