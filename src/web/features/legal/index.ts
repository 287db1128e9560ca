export { LegalPage } from './components/legal-page';
export { DEFAULT_PRIVACY } from './default-privacy';
export { DEFAULT_TERMS } from './default-terms';
export { legalKeys } from './keys';
