import type { XmlHandler } from './xml-scanner';
import { SpreadsheetLimitError } from './xml-text';

export type XmlHandlerBase = XmlHandler;

/** A handler that gathers the raw text of the element it is in, up to a length. */
export abstract class XmlCollector implements XmlHandler {
  wantsText = false;
  protected collected = '';

  constructor(private readonly maxChars: number) {}

  abstract open(name: string, attributes: string, selfClosing: boolean): void;
  abstract close(name: string): void;

  text(raw: string): void {
    this.collected += raw;
    if (this.collected.length > this.maxChars) throw new SpreadsheetLimitError('xlsx: a text longer than the limit');
  }

  protected collect(): void {
    this.wantsText = true;
    this.collected = '';
  }

  /** Ends gathering; answers what was gathered since `collect`. */
  protected stop(): string {
    this.wantsText = false;
    const text = this.collected;
    this.collected = '';
    return text;
  }
}
