/**
 * A text handed from one screen to the screen it opens next (the code generator's entity file → the schema
 * playground). It waits in this tab's session storage under the receiving route until that screen takes
 * it, once: plugins hand things over through a route, never by importing each other.
 */
const keyOf = (route: string) => `tc-handoff:${route}`;

export function handOff(route: string, text: string): void {
  try {
    sessionStorage.setItem(keyOf(route), text);
  } catch {
    // No session storage (a locked-down browser): the receiving screen opens with its own start.
  }
}

/** The text handed to `route`, removed as it is read; undefined when none waits. */
export function takeHandOff(route: string): string | undefined {
  try {
    const text = sessionStorage.getItem(keyOf(route));
    if (text === null) return undefined;
    sessionStorage.removeItem(keyOf(route));
    return text;
  } catch {
    return undefined;
  }
}
