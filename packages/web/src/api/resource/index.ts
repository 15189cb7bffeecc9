export { resourceEndpoints, type ApiBuilder } from './endpoints';
export { resourceRequests, type OptionsRequest } from './requests';
