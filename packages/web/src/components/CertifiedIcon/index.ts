export { CertifiedIcon } from './CertifiedIcon';
