/** Tables of the menu tree that more than one module reads (the system module owns them). */
export const MENU_TABLE = 'blade_menu';
export const TOP_MENU_TABLE = 'blade_top_menu';
export const TOP_MENU_SETTING = 'blade_top_menu_setting';
