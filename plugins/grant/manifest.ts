/** The grant plugin: grant dialogs (role/top-menu/factory/merchant menu trees) and the password reset result. */
export default { name: 'grant' };
