/** The icons plugin as the schema lint sees it: it re-registers the built-in value type `icon` as a picker. */
export default { name: 'icons', valueTypes: ['icon'] };
