import { bearerAuth, routeDocs } from './route-schemas';

/** The OpenAPI part every back-office route shares: its tag and the bearer token it needs. */
export const adminSchema = (tag: string) => ({ tags: [tag], security: bearerAuth });

/** Route options for the back-office routes under one tag. */
export const adminRoute = (tag: string) => routeDocs(adminSchema(tag));
