"""How a Tavern Tricks trick may still turn out for a card this seat plays, from its own
observation: the verdicts behind the hint's "the trick is yours", "could beat or stop it" and
"only a Bow ... could turn it your way" (``rules.tavern_tricks.hint`` says them in words).

Cards the seat has not seen are "still out": in another hand, or out of play for the hand (the
seat cannot tell which); so are the cards it passed, while their receiver is still to play. A card
taking the trick may still lose it to a card still out that, played after it (alone or with
others), beats it or stops it: a higher card, a Bow, a Shield on its weapon, a Crown, a Dragon
that may qualify, a Fates. A card under the trick's best cannot take it once no card still out
could turn the trick its way (a Bow, a Shield, a Crown of its side, a Fates).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.cards import Card
from rules.tavern_tricks.actions import Action, play_card, play_choice
from rules.tavern_tricks.deck import CHAOS, ORDER, is_battle, race_of, specialty_of, weapon_of
from rules.tavern_tricks.observation import TavernTricksObservation
from rules.tavern_tricks.primacy import BOTH, DRAGON_TIER, NEITHER, RACE, WEAPON, Play, Standing, standings
from rules.tavern_tricks.sampling import unseen_cards

DRAGONS = ("order_dragon", "chaos_dragon")
EFFECTS = ("bow", "shield", "order_crown", "chaos_crown")  # cards that bend the trick and cannot win
SIDE_OF: dict[str, tuple[str, ...]] = {
    "order_crown": ORDER, "chaos_crown": CHAOS, "order_dragon": ORDER, "chaos_dragon": CHAOS,
}
CROWN_OF: dict[tuple[str, ...], str] = {ORDER: "order_crown", CHAOS: "chaos_crown"}
DRAGON_OF: dict[tuple[str, ...], str] = {ORDER: "order_dragon", CHAOS: "chaos_dragon"}
Key = tuple[int, int]  # how a card ranks in a trick: (-tier, number), higher is better


def threats(obs: TavernTricksObservation, action: Action) -> list[Card]:
    """The cards still out that, played after ``action``'s card (alone or with others still out),
    could beat it or stop it; [] unless the card takes the trick as it stands and others play
    after it. Generous where unsure: a card left off could never cost this seat the trick."""
    card = play_card(action)
    if card is None or obs.dice is None or specialty_of(card) in ("fates", "thief", *EFFECTS):
        return []
    plays = (*obs.trick, (obs.seat, card, play_choice(action)))
    standing = standings(plays, obs.dice)
    if len(plays) == obs.players or best_plays(rank_keys(standing)) != [len(plays) - 1]:
        return []
    return play_threats(obs, plays, standing, still_out(obs))


def still_out(obs: TavernTricksObservation) -> list[Card]:
    """The cards a player still to play in this trick may hold, as far as the seat can tell: those
    it has not seen, and those it passed if their receiver is still to play."""
    out = unseen_cards(obs)
    played = {s for s, _, _ in obs.trick}
    if obs.my_pass and obs.pass_to not in played:
        shown = set(obs.played_cards())
        out.extend(c for c in obs.my_pass if c not in shown)
    return out


def rank_keys(standing: Sequence[Standing]) -> list[Key | None]:
    """Each play's rank in the trick, None for a card that cannot win."""
    return [(-s.tier, s.number) if s.can_win else None for s in standing]


def best_plays(keys: Sequence[Key | None]) -> list[int]:
    """The plays ranking highest (several: a tie; none: no card can win)."""
    ranked = [k for k in keys if k is not None]
    if not ranked:
        return []
    best = max(ranked)
    return [i for i, k in enumerate(keys) if k == best]


def helpers_out(obs: TavernTricksObservation, plays: Sequence[Play], standing: Sequence[Standing]) -> set[str]:
    """The kinds of specialty card still out that could turn the trick toward this seat's card,
    which does not take it as it stands (battle cards, Dopplegangers and Dragons never could): a
    Bow or a Fates; a Shield on a card above it by a weapon; a Crown of its side."""
    assert obs.dice is not None
    die_race, die_weapon = obs.dice
    kind = specialty_of(plays[-1][1])
    me = standing[-1]
    kinds = {k for k in map(specialty_of, still_out(obs)) if k is not None}
    if kind in DRAGONS and not me.can_win:
        wanted = {CROWN_OF[SIDE_OF[kind]], "fates"}
    else:
        wanted = {"bow", "fates"}
        mine = (-me.tier, me.number)
        above = [s for s in standing[:-1] if s.can_win and (-s.tier, s.number) >= mine]
        if any(s.tier == DRAGON_TIER for s in above):
            return kinds & wanted  # a qualifying Dragon above: only a Bow on it or the Fates
        if any(s.weapon is not None and s.weapon == die_weapon for s in above):
            wanted.add("shield")
        if me.race is not None and me.race != die_race and not me.crowned:
            wanted.add(CROWN_OF[ORDER if me.race in ORDER else CHAOS])
    return kinds & wanted


def play_threats(
    obs: TavernTricksObservation, plays: Sequence[Play], standing: Sequence[Standing], out: Sequence[Card]
) -> list[Card]:
    """The cards still out that, played after this seat's card (alone or with others still out),
    could beat it or stop it; the card takes the trick as it stands. Generous where unsure: a card
    left off could never cost the trick."""
    assert obs.dice is not None
    die_race, die_weapon = obs.dice
    me = standing[-1]
    my_kind = specialty_of(plays[-1][1])
    kinds = [specialty_of(c) for c in out]
    shields = {choice for _, c, choice in plays if specialty_of(c) == "shield"}
    bowed = {choice for _, c, choice in plays if specialty_of(c) == "bow"}
    in_trick = [specialty_of(c) for _, c, _ in plays]
    crowned = {side: CROWN_OF[side] in in_trick or CROWN_OF[side] in kinds for side in (ORDER, CHAOS)}

    def qualifies(dragon: str) -> bool:
        side = SIDE_OF[dragon]
        return die_race in side or crowned[side]

    found = [c for c, k in zip(out, kinds) if k in ("bow", "fates")]
    if my_kind in DRAGONS:  # only the other Dragon, qualifying too, ties it
        other = next(k for k in DRAGONS if k != my_kind)
        side = SIDE_OF[other]
        played = any(k == other and s not in bowed for (s, _, _), k in zip(plays, in_trick))
        live = played or (other in kinds and qualifies(other))
        found.extend(c for c, k in zip(out, kinds) if k == other and qualifies(other))
        if live and die_race not in side:
            found.extend(c for c, k in zip(out, kinds) if k == CROWN_OF[side])
        return found

    weapon_counts = me.weapon is not None and me.weapon == die_weapon
    tier = me.tier
    if weapon_counts and "shield" in kinds:  # a Shield on its weapon may lower it
        tier = RACE if tier == BOTH else NEITHER
    worst: Key = (-tier, me.number)

    def best(race: str | None, weapon: str | None, number: int) -> Key:
        """The highest a card of this race, weapon and number may rank: any Crown still out played."""
        race_match = race is not None and (race == die_race or crowned[ORDER if race in ORDER else CHAOS])
        weapon_match = weapon is not None and weapon == die_weapon and weapon not in shields
        t = BOTH if race_match and weapon_match else RACE if race_match else WEAPON if weapon_match else NEITHER
        return (-t, number)

    # The others' cards that can still win: those in the trick no Bow names, and the battle cards
    # still out, as (race, weapon, number).
    rivals = [
        (s.race, s.weapon, s.number)
        for (seat, c, _), s, k in zip(plays[:-1], standing[:-1], in_trick[:-1])
        if seat not in bowed and (k is None or k == "doppleganger")
    ]
    rivals.extend((race_of(c), weapon_of(c), c.rank) for c, k in zip(out, kinds) if k is None)
    # A Doppleganger still out copies any battle card in the trick by then: a 0 at best.
    sources = [c for _, c, _ in plays if is_battle(c)] + [c for c, k in zip(out, kinds) if k is None]
    races = {race_of(c) for c in sources} or {None}
    weapons = {weapon_of(c) for c in sources} or {None}
    doppel = max(best(r, w, 0) for r in races for w in weapons)
    reaching = [r for r in rivals if best(*r) >= worst]
    dragons_live = {
        k for (seat, _, _), k in zip(plays[:-1], in_trick[:-1]) if k in DRAGONS and seat not in bowed
    } | {k for k in kinds if k in DRAGONS}
    for c, k in zip(out, kinds):
        if k is None:
            hit = best(race_of(c), weapon_of(c), c.rank) >= worst
        elif k == "doppleganger":
            hit = doppel >= worst
        elif k in DRAGONS:
            hit = qualifies(k)
        elif k == "shield":
            hit = weapon_counts and (bool(reaching) or doppel >= worst and "doppleganger" in kinds)
        elif k in ("order_crown", "chaos_crown"):
            side = SIDE_OF[k]
            hit = any(r[0] in side and r[0] != die_race for r in reaching) or (
                die_race not in side and DRAGON_OF[side] in dragons_live
            ) or ("doppleganger" in kinds and doppel >= worst)
        else:
            continue
        if hit:
            found.append(c)
    return found
