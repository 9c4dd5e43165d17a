export * from './limits';
export * from './request';
export * from './response';
export * from './validate-request';
export { describeValue } from './describe-value';
export { credentialsRefusal, hasCredentials, withoutCredentials, withoutCredentialsInText } from './credentials';
