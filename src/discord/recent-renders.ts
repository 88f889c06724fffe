/**
 * The last rendered hands (about a thousand), by everything that decides them.
 * One turn renders the same hand up to three times: the mover's answer, the
 * waiting player's "Show my hand", and the delivery pass that sends or
 * checks their DMs; the second and third are answered from here. A hand is
 * a pure function of its key's parts, and payloads are never mutated after
 * rendering (callers spread them), so sharing one object is safe.
 */
export class RecentRenders<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly limit: number) {}

  get(key: string, make: () => V): V {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const made = make();
    // Oldest first out: a Map iterates in insertion order.
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, made);
    return made;
  }

  get size(): number {
    return this.entries.size;
  }
}
