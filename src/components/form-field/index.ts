export * from './form-field';
export { SelectField } from './select-field';
