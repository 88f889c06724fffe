/**
 * What the bot knows of its own messages without asking Discord (it never
 * GETs what it sent): whether a message is a Components V2 one (that flag
 * cannot be taken back, so such a message stays V2 even with images off),
 * which picture it shows (the attachment's id and file name, from the
 * answers to our own requests and from clicks), and how often it has been
 * replaced — a picture edited in late is dropped when something newer
 * replaced the message meanwhile. Kept in memory: after a restart a picture
 * is uploaded again and an edit that no longer fits falls back to a new
 * message.
 */
import { MessageFlags } from 'discord.js';

export interface KnownMessage {
  id: string;
  flags?: number | null;
  attachments?: readonly { id: string; filename?: string; name?: string }[] | null;
}

interface Entry {
  v2: boolean;
  picture: { id: string; filename: string } | null;
  generation: number;
}

const LIMIT = 50_000;

export class MessageBook {
  private readonly entries = new Map<string, Entry>();

  private entry(id: string): Entry {
    let e = this.entries.get(id);
    if (!e) {
      if (this.entries.size >= LIMIT) this.entries.delete(this.entries.keys().next().value as string);
      e = { v2: false, picture: null, generation: 0 };
      this.entries.set(id, e);
    }
    return e;
  }

  /** Learns a message as Discord returned it (or as a click showed it). */
  learn(message: KnownMessage | null | undefined): void {
    if (!message?.id) return;
    const e = this.entry(message.id);
    if (message.flags != null) e.v2 = (message.flags & MessageFlags.IsComponentsV2) !== 0;
    if (message.attachments) {
      const png = message.attachments.find((a) => (a.filename ?? a.name ?? '').endsWith('.png'));
      e.picture = png ? { id: png.id, filename: png.filename ?? png.name ?? '' } : null;
    }
  }

  isV2(id: string | null | undefined): boolean {
    return id ? (this.entries.get(id)?.v2 ?? false) : false;
  }

  /** The id of the message's attachment when it is the picture `filename` (it may then be kept instead of uploaded). */
  keepable(id: string | null | undefined, filename: string): string | null {
    const picture = id ? this.entries.get(id)?.picture : null;
    return picture?.filename === filename ? picture.id : null;
  }

  /** The message is being replaced: returns its new generation. */
  replaced(id: string): number {
    const e = this.entry(id);
    e.generation++;
    return e.generation;
  }

  generation(id: string): number {
    return this.entries.get(id)?.generation ?? 0;
  }
}
