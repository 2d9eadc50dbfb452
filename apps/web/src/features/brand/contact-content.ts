import content from './content/contact.json';

export { mailHref, telHref } from './fill-content';

/** Every text of /contact. */
export const contactText = content;
