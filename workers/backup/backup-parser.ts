/**
 * An incremental reader for backup files: fed the text piece by piece, it holds only the value it
 * is in the middle of, never the whole file (V8's longest string is ~536 million characters;
 * docs/data.md, "Backups"). It knows the backup's shape, an object whose keys hold arrays, and
 * walks that structure itself; every array element (a record) and every other value is found by
 * a bracket scan that jumps from quote to quote, then handed to the native `JSON.parse`, which
 * checks it fully. Measured faster than a general streaming tokenizer (`bench/parser.ts`), and
 * exactly as strict as `JSON.parse` on the whole text: the property tests compare the two.
 *
 * Rules kept from the whole-text import: nesting deeper than {@link MAX_JSON_DEPTH} is refused
 * (IndexedDB's structured clone breaks on very deep values); a repeated key counts with its last
 * value, as in `JSON.parse`; `__proto__` is only ever a key or an own property (`JSON.parse`
 * makes it one), never a prototype.
 */
export const MAX_JSON_DEPTH = 64;
/** Longest single value (a record, or any value outside the collections' arrays), in characters. */
export const MAX_VALUE_CHARS = 32 * 1024 * 1024;

export const TOO_DEEP = `The file nests deeper than ${MAX_JSON_DEPTH} levels; a backup never does.`;
export const VALUE_TOO_BIG = `The file holds a single value over ${MAX_VALUE_CHARS / 1_048_576} MB; no record of a backup is that big.`;

/** What the reader tells about the top-level object, in file order. */
export interface BackupVisitor {
  /** A key of the top-level object; answer true to receive its elements through `record` if its value is an array. */
  enter(key: string): boolean;
  /** One element of the entered key's array, when `enter` asked for them. */
  record(value: unknown): void;
  /** The entered key's value is complete: an array (every element delivered, if asked) or something else. */
  leave(wasArray: boolean): void;
}

/** Where the reader is in the backup's structure. */
const State = {
  RootValue: 0,
  KeyOrEnd: 1,
  Key: 2,
  Colon: 3,
  ObjectValue: 4,
  ElementOrEnd: 5,
  Element: 6,
  CommaOrEnd: 7,
  ObjectCommaOrEnd: 8,
  RootEnd: 9,
} as const;
type State = (typeof State)[keyof typeof State];

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

const isSpace = (code: number): boolean => code === 32 || code === 10 || code === 13 || code === 9;

export class BackupParser {
  private text = '';
  private at = 0;
  private state: State = State.RootValue;
  /** The root is an array: its elements are read like a collection's, and thrown away. */
  private rootArray = false;
  private wanted = false;
  /** Where the value being scanned starts, and how far the scan got (both in `text`). */
  private valueStart = -1;
  private scanAt = 0;
  private scanDepth = 0;
  private rootKind: 'object' | 'other' | null = null;

  constructor(private readonly visitor: BackupVisitor) {}

  /** Whether the file's top-level value was an object; known once {@link end} has returned. */
  get rootIsObject(): boolean {
    return this.rootKind === 'object';
  }

  write(piece: string): void {
    if (this.at > 0) {
      const shift = this.valueStart >= 0 ? Math.min(this.at, this.valueStart) : this.at;
      this.text = this.text.slice(shift);
      this.at -= shift;
      if (this.valueStart >= 0) {
        this.valueStart -= shift;
        this.scanAt -= shift;
      }
    }
    this.text += piece;
    this.run(false);
  }

  /** The text is complete: throws a SyntaxError unless it was one whole JSON value. */
  end(): void {
    this.run(true);
    if (this.state !== State.RootEnd) throw new SyntaxError('Unexpected end of JSON input');
  }

  private skipSpace(): boolean {
    const { text } = this;
    while (this.at < text.length && isSpace(text.charCodeAt(this.at))) this.at++;
    return this.at < text.length;
  }

  private expect(code: number): void {
    if (this.text.charCodeAt(this.at) !== code)
      throw new SyntaxError(`Unexpected character at ${this.at}`);
    this.at++;
  }

  private run(final: boolean): void {
    for (;;) {
      if (this.state === State.RootEnd) {
        // Only whitespace may follow the value; anything else is refused at once, not kept.
        if (this.skipSpace())
          throw new SyntaxError(`Unexpected text after the JSON value at ${this.at}`);
        return;
      }
      if (this.valueStart < 0 && !this.skipSpace()) return;
      const code = this.text.charCodeAt(this.at);
      switch (this.state) {
        case State.RootValue:
          if (code === OPEN_BRACE) {
            this.rootKind = 'object';
            this.at++;
            this.state = State.KeyOrEnd;
          } else if (code === OPEN_BRACKET) {
            this.rootKind = 'other';
            this.rootArray = true;
            this.wanted = false;
            this.at++;
            this.state = State.ElementOrEnd;
          } else {
            this.rootKind = 'other';
            if (this.value(0, final) === undefined) return;
            this.state = State.RootEnd;
          }
          break;
        case State.KeyOrEnd:
          if (code === CLOSE_BRACE) {
            this.at++;
            this.state = State.RootEnd;
            break;
          }
          this.state = State.Key;
          break;
        case State.Key: {
          if (code !== QUOTE) throw new SyntaxError(`Expected a key at ${this.at}`);
          const close = closingQuote(this.text, this.at);
          if (close < 0) {
            if (final) throw new SyntaxError('Unterminated string');
            this.checkSize(this.text.length - this.at);
            return;
          }
          const key: unknown = JSON.parse(this.text.slice(this.at, close + 1));
          this.at = close + 1;
          this.wanted = this.visitor.enter(key as string);
          this.state = State.Colon;
          break;
        }
        case State.Colon:
          this.expect(COLON);
          this.state = State.ObjectValue;
          break;
        case State.ObjectValue:
          if (code === OPEN_BRACKET) {
            this.at++;
            this.state = State.ElementOrEnd;
          } else {
            if (this.value(1, final) === undefined) return;
            this.visitor.leave(false);
            this.state = State.ObjectCommaOrEnd;
          }
          break;
        case State.ElementOrEnd:
          if (code === CLOSE_BRACKET) {
            this.closeArray();
            break;
          }
          this.state = State.Element;
          break;
        case State.Element: {
          const element = this.value(this.rootArray ? 1 : 2, final);
          if (element === undefined) return;
          if (this.wanted) this.visitor.record(element.value);
          this.state = State.CommaOrEnd;
          break;
        }
        case State.CommaOrEnd:
          if (code === COMMA) {
            this.at++;
            this.state = State.Element;
          } else if (code === CLOSE_BRACKET) {
            this.closeArray();
          } else throw new SyntaxError(`Expected , or ] at ${this.at}`);
          break;
        case State.ObjectCommaOrEnd:
          if (code === COMMA) {
            this.at++;
            this.state = State.Key;
          } else if (code === CLOSE_BRACE) {
            this.at++;
            this.state = State.RootEnd;
          } else throw new SyntaxError(`Expected , or } at ${this.at}`);
          break;
      }
    }
  }

  private closeArray(): void {
    this.at++;
    if (this.rootArray) {
      this.state = State.RootEnd;
      return;
    }
    this.visitor.leave(true);
    this.state = State.ObjectCommaOrEnd;
  }

  private checkSize(chars: number): void {
    if (chars > MAX_VALUE_CHARS) throw new RangeError(VALUE_TOO_BIG);
  }

  /**
   * The value starting at `at` (nested `base` levels deep), parsed, or undefined when the text
   * so far ends inside it: the scan then resumes where it stopped once more text comes.
   */
  private value(base: number, final: boolean): { value: unknown } | undefined {
    if (this.valueStart < 0) {
      this.valueStart = this.at;
      this.scanAt = this.at;
      this.scanDepth = 0;
    }
    const end = this.scanValue(base, final);
    if (end < 0) {
      this.checkSize(this.text.length - this.valueStart);
      return undefined;
    }
    this.checkSize(end - this.valueStart);
    const value: unknown = JSON.parse(this.text.slice(this.valueStart, end));
    this.at = end;
    this.valueStart = -1;
    return { value };
  }

  /** Where the value at `valueStart` ends (exclusive), or -1 if the text ends first. */
  private scanValue(base: number, final: boolean): number {
    const { text } = this;
    const first = text.charCodeAt(this.valueStart);
    if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
      if (first === QUOTE) {
        const close = closingQuote(text, this.valueStart);
        if (close >= 0) return close + 1;
        if (final) throw new SyntaxError('Unterminated string');
        return -1;
      }
      // A number, true, false, null or garbage: up to the next delimiter; JSON.parse judges it.
      for (let i = this.valueStart; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code === COMMA || code === CLOSE_BRACKET || code === CLOSE_BRACE || isSpace(code))
          return i;
      }
      return final ? text.length : -1;
    }
    let depth = this.scanDepth;
    for (let i = this.scanAt; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code === QUOTE) {
        const close = closingQuote(text, i);
        if (close < 0) {
          this.scanAt = i;
          this.scanDepth = depth;
          if (final) throw new SyntaxError('Unterminated string');
          return -1;
        }
        i = close;
      } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
        depth++;
        if (base + depth > MAX_JSON_DEPTH) throw new RangeError(TOO_DEEP);
      } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        depth--;
        if (depth === 0) return i + 1;
      }
    }
    this.scanAt = text.length;
    this.scanDepth = depth;
    if (final) throw new SyntaxError('Unexpected end of JSON input');
    return -1;
  }
}

/**
 * Where the string opened at `open` ends, or -1 if `text` ends first. A quote is escaped when an
 * odd number of backslashes runs up to it: each backslash escapes the character after it.
 */
function closingQuote(text: string, open: number): number {
  let quote = text.indexOf('"', open + 1);
  while (quote >= 0) {
    let backslashes = 0;
    while (quote - 1 - backslashes > open && text.charCodeAt(quote - 1 - backslashes) === BACKSLASH)
      backslashes++;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return -1;
}
