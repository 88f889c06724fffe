/**
 * Random legal clicks at a steady rate, as players would make them: at each
 * tick a match nobody is clicking at the moment, the player to act, their
 * latest DM, and one of its enabled controls that play the game (a move, or a
 * step into a menu). Some moves are clicked twice at once (a double click
 * that reaches two workers). Each click is recorded with what became of it.
 */
import { ComponentType } from 'discord.js';
import { games } from '../../src/games/index.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { translator } from '../../src/discord/i18n/index.js';
import { refusalText } from '../../src/discord/refusals.js';
import type { ClickRefusal } from '../../src/play/act.js';
import { getMatch } from '../../src/play/matches.js';
import type { Store } from '../../src/db/store.js';
import { componentsOf, type FakeDiscord, type FakeUser, type InteractionAnswer, type StoredMessage } from '../../test/support/fake-discord/index.js';
import { idAction, makeRand } from '../../test/support/game-driver.js';

export interface LiveMatch {
  readonly id: string;
  readonly game: string;
  /** By seat. */
  readonly users: readonly FakeUser[];
}

export type Outcome = 'accepted' | 'refused' | 'killed' | 'unanswered';

export interface Click {
  readonly phase: string;
  readonly matchId: string;
  readonly userId: string;
  /** The match version the clicked control was built for. */
  readonly version: number;
  /** The engine action code, or a menu step (`~…`). */
  readonly code: string;
  /** One of a double click's two interactions. */
  readonly double: boolean;
  readonly sentAt: number;
  /** Answer time, ms; null when no answer came. */
  answerMs: number | null;
  outcome: Outcome;
  error?: string;
}

const REFUSALS: readonly ClickRefusal[] = ['unknown_match', 'not_started', 'over', 'not_in_match', 'forfeited', 'stale', 'not_your_turn', 'bad_action', 'illegal'];
const refusalTexts = (['en', 'de'] as const).flatMap((lang) => REFUSALS.map((r) => refusalText(translator(lang), r)));

interface Control {
  customId: string;
  value: string | null;
  action: string;
}

/** The enabled controls of a hand that play the game at `version`, without the helps and the way back up a menu. */
function controlsOf(hand: StoredMessage, version: number): Control[] {
  return componentsOf(hand)
    .filter((c) => !c.disabled && parseCustomId(c.customId)?.version === version)
    .flatMap((c): Control[] =>
      c.type === ComponentType.StringSelect
        ? c.values.map((value) => ({ customId: c.customId, value, action: value }))
        : [{ customId: c.customId, value: null, action: idAction(c.customId) }],
    )
    .filter((c) => !c.action.startsWith('!') && c.action !== '~');
}

export class Clicker {
  readonly clicks: Click[] = [];
  /** Ticks that found no match ready to click (its turn DM not delivered yet, say). */
  notReady = 0;
  readonly #busy = new Set<string>();
  readonly #over = new Set<string>();
  readonly #rand = makeRand(4242);

  constructor(
    private readonly fake: FakeDiscord,
    private readonly store: Store,
    private readonly matches: readonly LiveMatch[],
    private readonly kills: readonly number[],
    private readonly doubleClicks: number,
  ) {}

  /** Clicks at `rate` a second for `seconds`, then waits for the answers still to come. */
  async run(phase: string, rate: number, seconds: number): Promise<void> {
    const started = Date.now();
    const pending = new Set<Promise<void>>();
    for (let tick = 0; tick < rate * seconds; tick++) {
      const due = started + (tick * 1000) / rate;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      const click = this.#clickSomewhere(phase);
      pending.add(click);
      void click.finally(() => pending.delete(click));
    }
    await Promise.all(pending);
  }

  async #clickSomewhere(phase: string): Promise<void> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const match = this.matches[this.#rand(this.matches.length)] as LiveMatch;
      if (this.#busy.has(match.id) || this.#over.has(match.id)) continue;
      this.#busy.add(match.id);
      try {
        if (await this.#clickOn(match, phase)) return;
      } finally {
        this.#busy.delete(match.id);
      }
    }
    this.notReady++;
  }

  /** One click on `match`, if its player to act has a hand to click; false if not. */
  async #clickOn(match: LiveMatch, phase: string): Promise<boolean> {
    const row = await this.store.read((q) => getMatch(q, match.id));
    if (row?.status !== 'active') {
      this.#over.add(match.id);
      return false;
    }
    const seat = games[match.game]?.toAct(row.state);
    const user = seat === null || seat === undefined ? undefined : match.users[seat];
    const hand = user && this.fake.latestDm(user);
    if (!user || !hand) return false;
    const controls = controlsOf(hand, row.version);
    if (controls.length === 0) return false;
    const pick = controls[this.#rand(controls.length)] as Control;
    const isMove = !pick.action.startsWith('~');
    const double = isMove && this.#rand(1000) < this.doubleClicks * 1000;
    const send = () => this.#send(phase, match, user, hand, row.version, pick, double);
    await (double ? Promise.all([send(), send()]) : send());
    return true;
  }

  async #send(phase: string, match: LiveMatch, user: FakeUser, hand: StoredMessage, version: number, pick: Control, double: boolean): Promise<void> {
    const click: Click = { phase, matchId: match.id, userId: user.id, version, code: pick.action, double, sentAt: Date.now(), answerMs: null, outcome: 'unanswered' };
    this.clicks.push(click);
    const timeoutMs = 15_000;
    try {
      const answer: InteractionAnswer = pick.value === null
        ? await this.fake.clickButton({ user, message: hand, customId: pick.customId, timeoutMs, unchecked: true })
        : await this.fake.selectMenu({ user, message: hand, customId: pick.customId, values: [pick.value], timeoutMs, unchecked: true });
      click.answerMs = Date.now() - click.sentAt;
      const said = JSON.stringify(answer.data);
      click.outcome = refusalTexts.some((text) => said.includes(text)) ? 'refused' : 'accepted';
    } catch (error) {
      const failedAt = Date.now();
      click.error = (error as Error).message.slice(0, 300);
      // A worker killed while the click was on it: lost, as with real Discord ("This interaction failed").
      if (this.kills.some((at) => at >= click.sentAt && at <= failedAt)) click.outcome = 'killed';
    }
  }
}
