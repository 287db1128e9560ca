export { ContactForm } from './components/contact-form';
export { RequestInviteButton } from './components/request-invite-button';
export { contactKeys } from './keys';
