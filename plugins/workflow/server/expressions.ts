/**
 * The expressions of a process: `${pass}`, `${!pass}`, `${days > 3 && pass}`, `${taskUser}` — the JUEL
 * subset BladeX's Flowable drawings use in gateway conditions and task assignees. Evaluated over the
 * instance's variables by a small parser of our own, never by `eval` or a script engine, so a drawing
 * uploaded by a tenant cannot run code on the server.
 *
 * Grammar: or := and (('||' | 'or') and)*; and := not (('&&' | 'and') not)*; not := ('!' | 'not') not | cmp;
 * cmp := sum (('==' | '!=' | '>' | '>=' | '<' | '<=' | eq ne gt ge lt le) sum)?; sum := primary;
 * primary := number | 'text' | "text" | true | false | null | name(.name)* | '(' or ')'.
 */

export class ExpressionError extends Error {}

type Token = { kind: 'num' | 'str' | 'name' | 'op'; text: string; value?: unknown };

const OPS = ['&&', '||', '==', '!=', '>=', '<=', '>', '<', '!', '(', ')', '.'];
const WORD_OPS: Record<string, string> = {
  and: '&&',
  or: '||',
  not: '!',
  eq: '==',
  ne: '!=',
  gt: '>',
  ge: '>=',
  lt: '<',
  le: '<=',
};

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const num = /^\d+(\.\d+)?/.exec(src.slice(i));
    if (num) {
      out.push({ kind: 'num', text: num[0], value: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    if (ch === '"' || ch === "'") {
      const end = src.indexOf(ch, i + 1);
      if (end < 0) throw new ExpressionError(`unterminated text at ${i + 1}`);
      out.push({ kind: 'str', text: src.slice(i, end + 1), value: src.slice(i + 1, end) });
      i = end + 1;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i));
    if (name) {
      const word = name[0];
      if (Object.hasOwn(WORD_OPS, word)) out.push({ kind: 'op', text: WORD_OPS[word] });
      else out.push({ kind: 'name', text: word });
      i += word.length;
      continue;
    }
    const op = OPS.find((o) => src.startsWith(o, i));
    if (!op) throw new ExpressionError(`unexpected "${ch}" at ${i + 1}`);
    out.push({ kind: 'op', text: op });
    i += op.length;
  }
  return out;
}

/** A compiled expression: a function of the variables, and the variable names it reads. */
export interface Compiled {
  run(variables: Record<string, unknown>): unknown;
  names: string[];
}

type Node = (vars: Record<string, unknown>) => unknown;

function parse(tokens: Token[], names: Set<string>): Node {
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (text: string) => peek()?.kind === 'op' && peek().text === text;
  const expect = (text: string) => {
    if (!isOp(text)) throw new ExpressionError(`expected "${text}"`);
    pos++;
  };

  const primary = (): Node => {
    const t = peek();
    if (!t) throw new ExpressionError('the expression ends too early');
    pos++;
    if (t.kind === 'num' || t.kind === 'str') return () => t.value;
    if (t.kind === 'op' && t.text === '(') {
      const inner = or();
      expect(')');
      return inner;
    }
    if (t.kind === 'name') {
      if (t.text === 'true') return () => true;
      if (t.text === 'false') return () => false;
      if (t.text === 'null') return () => null;
      const path = [t.text];
      while (isOp('.')) {
        pos++;
        const next = peek();
        if (next?.kind !== 'name') throw new ExpressionError('expected a name after "."');
        pos++;
        path.push(next.text);
      }
      names.add(path[0]);
      return (vars) => {
        let v: unknown = vars;
        for (const key of path) {
          // Own properties only: no prototype ("constructor", "__proto__") is ever reachable.
          if (!v || typeof v !== 'object' || !Object.hasOwn(v, key)) return undefined;
          v = (v as Record<string, unknown>)[key];
        }
        return v;
      };
    }
    throw new ExpressionError(`unexpected "${t.text}"`);
  };

  const compare = (): Node => {
    const left = primary();
    const t = peek();
    if (t?.kind !== 'op' || !['==', '!=', '>', '>=', '<', '<='].includes(t.text)) return left;
    pos++;
    const right = primary();
    return (vars) => compareValues(t.text, left(vars), right(vars));
  };

  const not = (): Node => {
    if (isOp('!')) {
      pos++;
      const inner = not();
      return (vars) => !truthy(inner(vars));
    }
    return compare();
  };

  const and = (): Node => {
    let left = not();
    while (isOp('&&')) {
      pos++;
      const l = left;
      const r = not();
      left = (vars) => truthy(l(vars)) && truthy(r(vars));
    }
    return left;
  };

  function or(): Node {
    let left = and();
    while (isOp('||')) {
      pos++;
      const l = left;
      const r = and();
      left = (vars) => truthy(l(vars)) || truthy(r(vars));
    }
    return left;
  }

  const root = or();
  if (pos < tokens.length) throw new ExpressionError(`unexpected "${tokens[pos].text}"`);
  return root;
}

/** "true"/"1" as given by a form count as true; everything else by JavaScript's rules. */
function truthy(v: unknown): boolean {
  if (v === 'false' || v === '0') return false;
  return Boolean(v);
}

function compareValues(op: string, a: unknown, b: unknown): boolean {
  // Numbers given as text (a form's "3") compare as numbers with numbers.
  const num = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v);
  const [x, y] = typeof a === 'number' || typeof b === 'number' ? [num(a), num(b)] : [a, b];
  const bothBool = typeof x === 'boolean' || typeof y === 'boolean';
  const [p, q] = bothBool ? [truthy(x), truthy(y)] : [x, y];
  switch (op) {
    case '==':
      return p === q || (p === null && q === undefined) || (p === undefined && q === null);
    case '!=':
      return !compareValues('==', a, b);
    default: {
      if (typeof p !== typeof q || (typeof p !== 'number' && typeof p !== 'string')) return false;
      const [l, r] = [p as number | string, q as number | string];
      return op === '>' ? l > r : op === '>=' ? l >= r : op === '<' ? l < r : l <= r;
    }
  }
}

const WHOLE = /^\s*\$\{([\s\S]*)\}\s*$/;

/** Whether the text is one `${…}` expression. */
export const isExpression = (text: string | undefined | null): boolean => !!text && WHOLE.test(text);

/** Compile `${…}` (or a bare expression); throws ExpressionError naming what is wrong. */
export function compile(text: string): Compiled {
  const body = WHOLE.exec(text)?.[1] ?? text;
  if (!body.trim()) throw new ExpressionError('the expression is empty');
  const names = new Set<string>();
  const node = parse(tokenize(body), names);
  return { run: node, names: [...names] };
}

/** Evaluate `${…}` over the variables; text without an expression is itself. */
export function evaluate(text: string, variables: Record<string, unknown>): unknown {
  if (!isExpression(text)) return text;
  return compile(text).run(variables);
}

/** A condition's outcome: the expression's truth. */
export const holds = (text: string, variables: Record<string, unknown>): boolean =>
  truthy(evaluate(text, variables));
