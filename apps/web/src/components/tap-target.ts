/**
 * The smallest tap target on screens used with one thumb at the pitch (issue 11): buttons, dialog actions and
 * dialog close buttons are at least this high (and wide), in px.
 */
export const TAP_TARGET = 44;
