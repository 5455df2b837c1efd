import { LRUCache } from 'lru-cache';

/**
 * Documents kept by a name up to a count, the least recently asked for going first: the invitations' documents are one
 * per link, so keeping them all would grow with every party. A name's entry holds the key of what it was made of.
 */
export class KeptDocuments<T> {
  private readonly kept: LRUCache<string, { key: string; document: Promise<T> }>;

  constructor(capacity: number) {
    this.kept = new LRUCache({ max: capacity });
  }

  get size(): number {
    return this.kept.size;
  }

  /** The document kept for this name when it was made of the same key (now the most recently asked for). */
  get(name: string, key: string): Promise<T> | undefined {
    const kept = this.kept.get(name);
    return kept?.key === key ? kept.document : undefined;
  }

  /** Keeps it, dropping the least recently asked for past the capacity; a failed render is dropped when it fails. */
  set(name: string, key: string, document: Promise<T>): void {
    this.kept.set(name, { key, document });
    document.catch(() => this.kept.peek(name)?.document === document && this.kept.delete(name));
  }
}
