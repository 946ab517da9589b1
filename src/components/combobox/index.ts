export { Combobox, TYPING_DEBOUNCE_MS, type ComboboxProps, type SuggestionAsk } from './combobox';
