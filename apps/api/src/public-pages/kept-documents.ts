/**
 * Documents kept by a name up to a count, the least recently asked for going first: the invitations' documents are one
 * per link, so keeping them all would grow with every party. A name's entry holds the key of what it was made of.
 */
export class KeptDocuments<T> {
  private readonly kept = new Map<string, { key: string; document: Promise<T> }>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.kept.size;
  }

  /** The document kept for this name when it was made of the same key (now the most recently asked for). */
  get(name: string, key: string): Promise<T> | undefined {
    const kept = this.kept.get(name);
    if (kept?.key !== key) return undefined;
    this.kept.delete(name);
    this.kept.set(name, kept);
    return kept.document;
  }

  /** Keeps it, dropping the least recently asked for past the capacity; a failed render is dropped when it fails. */
  set(name: string, key: string, document: Promise<T>): void {
    this.kept.delete(name);
    this.kept.set(name, { key, document });
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value!);
    document.catch(() => this.kept.get(name)?.document === document && this.kept.delete(name));
  }
}
