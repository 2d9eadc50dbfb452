/**
 * PASSWORD_SETUP_REQUIRED: the sign-in's status for a member brought from the old shop who has
 * no password yet. The password is not checked; `{detail}` says where the set-password mail went
 * (the address masked) or, without an e-mail, to contact the shop. Free of zod: the sign-in form
 * is part of the first load.
 */
export const PASSWORD_SETUP_REQUIRED_STATUS = 409;
