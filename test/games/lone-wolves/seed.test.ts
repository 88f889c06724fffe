/** The German seed (shared/seeds/004_990b64da2d8b2119.txt), sentence by sentence, as scenarios. */
import { describe, expect, it } from 'vitest';
import { loneWolves, scoreBoard, type TerritoryView } from '../../../src/games/lone-wolves/index.js';
import { act, c, edit, play, start, trick } from './helpers.js';

describe('Lone Wolves: the seed’s text', () => {
  it('„je zwei verdeckte und ein offenes Plättchen“ in jedem der fünf Gebiete', () => {
    const v = loneWolves.view(loneWolves.setup({ players: 2, seed: 'seed-1' }), null);
    expect(v.territories).toHaveLength(5);
    for (const t of v.territories) {
      expect(t.tokens.filter((k) => k === null)).toHaveLength(2);
      expect(t.tokens[0]).not.toBeNull();
    }
  });

  it('„ein Gebietsplättchen mit einer zufälligen Seite nach oben“ gibt den Punktwert an', () => {
    const values = new Set(Array.from({ length: 20 }, (_, i) => loneWolves.setup({ players: 2, seed: `seed-tile-${i}` }).territories[0]?.value));
    expect(values).toEqual(new Set([2, 6]));
  });

  it('„teilt je 13 Karten aus … 30 Karten. Die vier Karten, die nicht verteilt wurden, legt ihr beiseite“', () => {
    const s = loneWolves.setup({ players: 2, seed: 'seed-deal' });
    expect(loneWolves.view(s, null).handSizes).toEqual([13, 13]);
    expect(s.unused).toHaveLength(4);
  });

  it('„spielst diesen an eine beliebige Landschaft“', () => {
    const s = start([c(4, 7)], []);
    expect(new Set(loneWolves.legalActions(s, 0).map((a) => (a.type === 'play' ? a.territory : -1)))).toEqual(new Set([0, 1, 2, 3, 4]));
  });

  it('„wenn möglich in der gleichen Farbe, ansonsten wird irgendein Wolf gespielt“', () => {
    let s = start([c(0, 7), c(1, 7)], [c(0, 2)]);
    s = play(s, 0, c(1, 7), 0); // seat 1 holds no colour 1 (c(1, 2..6) went to seat 0): any wolf
    expect(new Set(loneWolves.legalActions(s, 1).map((a) => (a.type === 'play' ? a.card : -1))).size).toBe(13);
  });

  it('„Die höhere Zahl in der angespielten Farbe gewinnt“', () => {
    const s = trick(start([c(2, 5)], [c(2, 6)]), [c(2, 5), 0], [c(2, 6), 0]);
    expect(s.lastTrick?.winner).toBe(1);
  });

  it('„Hast du gewonnen, eröffnest du auch den nächsten Stich“', () => {
    let s = trick(start([c(2, 5)], [c(2, 6)]), [c(2, 5), 0], [c(2, 6), 0]);
    s = act(s, 0, { type: 'pass' });
    expect(s.toAct).toBe(1);
    expect(s.phase).toBe('lead');
  });

  it('„Hast du verloren, musst du deinen Wolf umdrehen … einsamer Wolf mit Wert 1 … War es noch verdeckt, wird es aufgedeckt“', () => {
    let s = trick(start([c(2, 5)], [c(2, 6)]), [c(2, 5), 3], [c(2, 6), 0]);
    expect(s.territories[3]?.wolves[0]).toEqual([{ card: c(2, 5), lone: true }]);
    s = act(s, 0, { type: 'scar', token: 1, slot: 2 }); // a face-down one, from where the wolf lies
    expect(loneWolves.view(s, 1).territories[2]?.scars[0]).toEqual(['points2']);
  });

  it('„Wurden in einem Gebiet alle Narbenplättchen entfernt, wird … der Vollmond gelegt … 5 Extrapunkte, … jetzt Trumpf … außer sie ist die angespielte Farbe“', () => {
    let s = edit(start([c(2, 5), c(0, 2)], [c(2, 6), c(1, 2)]), (d) => (d.territories[3]!.tokens = [{ kind: 'points1', up: true }]));
    s = trick(s, [c(2, 5), 3], [c(2, 6), 3]);
    s = act(s, 0, { type: 'scar', token: 0, slot: 0 });
    expect(s.territories[3]?.moon).toBe('full');
    expect(s.trump).toBe(3);
    const t: TerritoryView = { value: 5, tokens: [], moon: 'full', wolves: [[{ card: c(0, 4), lone: false }], []], scars: [[], []] };
    expect(scoreBoard([t]).points).toEqual([10, 0]);
  });

  it('„Werden aus einem zweiten Gebiet alle Narbenplättchen entfernt, … Blutmond … 3 Extrapunkte … Trumpf und nicht mehr die des Vollmonds“', () => {
    let s = edit(start([c(2, 5), c(2, 7)], [c(2, 6), c(2, 2)]), (d) => {
      d.territories[3]!.tokens = [{ kind: 'points1', up: true }];
      d.territories[1]!.tokens = [{ kind: 'points2', up: false }];
    });
    s = act(trick(s, [c(2, 5), 3], [c(2, 6), 3]), 0, { type: 'scar', token: 0, slot: 0 });
    s = act(trick(s, [c(2, 2), 4], [c(2, 7), 1]), 0, { type: 'scar', token: 0, slot: 0 }); // the 2 beats the 7
    expect(s.territories[1]?.moon).toBe('blood');
    expect(s.trump).toBe(1);
    const t: TerritoryView = { value: 3, tokens: [], moon: 'blood', wolves: [[{ card: c(0, 4), lone: false }], []], scars: [[], []] };
    expect(scoreBoard([t]).points).toEqual([6, 0]);
  });

  it('„Karten mit dem Wert 3 decken ein verdecktes Narbenplättchen in ihrem Gebiet auf“', () => {
    let s = play(start([c(4, 3)], []), 0, c(4, 3), 4);
    s = act(s, 0, { type: 'reveal', token: 1 });
    expect(loneWolves.view(s, null).territories[4]?.tokens).toEqual(['pack', 'lone', null]);
  });

  it('„Eine 2 schlägt die 7 derselben Farbe“', () => {
    const s = trick(start([c(1, 7)], [c(1, 2)]), [c(1, 7), 0], [c(1, 2), 0]);
    expect(s.lastTrick?.winner).toBe(1);
  });

  it('„Jedes Gebiet kann maximal sechs Wölfe aufnehmen, und zwar kombiniert an beiden Seiten“', () => {
    const s = edit(start([], []), (d) => {
      d.territories[2]!.wolves = [[1, 2, 3, 4].map((v) => ({ card: c(4, v + 3), lone: true })), [1, 2].map((v) => ({ card: c(3, v + 5), lone: false }))];
    });
    expect(loneWolves.legalActions(s, 0).some((a) => a.type === 'play' && a.territory === 2)).toBe(false);
  });

  it('„höhere Summe → Punkte des Gebietsplättchens plus Voll- oder Blutmond; Narbenplättchen, die Punkte bringen, auf jeden Fall“', () => {
    const t: TerritoryView = {
      value: 6,
      tokens: [],
      moon: 'full',
      wolves: [[{ card: c(0, 7), lone: false }], [{ card: c(0, 2), lone: true }]],
      scars: [[], ['points2', 'strength1']],
    };
    expect(scoreBoard([t]).points).toEqual([11, 2]);
  });

  it('„Wer jetzt die meisten Punkte hat“ gewinnt', () => {
    let s = loneWolves.setup({ players: 2, seed: 'seed-end' });
    while (s.toAct !== null) s = act(s, s.toAct, loneWolves.legalActions(s, s.toAct)[0]!);
    const o = loneWolves.outcome(s)!;
    const [a, b] = o.scores as [number, number];
    if (a !== b) expect(o.winners).toEqual([a > b ? 0 : 1]);
    expect(o.scores).toEqual(scoreBoard(loneWolves.view(s, null).territories).points);
  });
});
