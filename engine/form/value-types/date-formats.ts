/** The wire formats of dates (CONTRACT §2); apart from the pickers so cells use them without loading one. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
