export { CredentialsLine } from './credentials-line';
export { InsuranceNote } from './insurance-note';
export { insuranceAmount, mcText, ratingText, usdotText } from './proof-text';
export { RatingSummaryLine } from './rating-summary';
export { FormColumn, FormProof } from './form-proof';
