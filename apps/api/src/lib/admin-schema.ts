import { bearerAuth } from './route-schemas';

/** The OpenAPI part every back-office route shares: its tag and the bearer token it needs. */
export const adminSchema = (tag: string) => ({ tags: [tag], security: bearerAuth });
