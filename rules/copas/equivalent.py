"""Copas plays that come to the same: touching cards.

Two cards of one suit with no card of that suit still in play between them (another seat may
hold it, or it lies in the trick on the table: anything but this seat's own hand and the
finished tricks) take or lose every trick alike. Each card they will be set against lies above
both or below both, and a Cup costs one point whatever its rank. (A card in the trick on the
table still counts: the Queen and the King of Swords under a Jack led are a duck and a take.)
Playing one rather than the other changes no trick and no score. It also changes nothing an
easy bot or the search's reading of the plays infers, since those read only where a card stands
against the cards still out. So the search need try only one of them, and
where every legal play touches the others there is nothing to search at all (``GameInfo.
equivalent_actions``; docs/search.md, "Plays that come to the same").

The one it plays is the highest (any would do). Search finds the same moves with fewer tries
only if the bot itself plays touching cards alike whichever it kept: Copas' playouts judge a
card by the other hands' cards of its suit it stands above, not by its printed rank
(``rules.copas.rollout``), so they do.
"""

from __future__ import annotations

from rules.copas.deck import deck_for
from rules.copas.observation import CopasObservation
from rules.core.actions import CardAction


def equivalent_plays(observation: CopasObservation) -> list[list[CardAction]]:
    """The seat's legal plays grouped into runs of touching cards (see the module notes): each
    group high first, the card the search plays for it; the groups by suit in legal order, then
    by rank."""
    obs = observation
    legal = list(obs.legal_actions)
    if len(legal) < 2:
        return [legal] if legal else []
    seen = set(obs.hand)  # the cards no longer set against ours: our own, and finished tricks'
    seen.update(c for trick in obs.history for _, c in trick.plays)
    out_ranks: dict[str, list[int]] = {}
    for card in deck_for(obs.players):
        if card not in seen:
            out_ranks.setdefault(card.suit, []).append(card.rank)
    suits: list[str] = []
    by_suit: dict[str, list[CardAction]] = {}
    for action in legal:
        suit = action.card.suit
        if suit not in by_suit:
            suits.append(suit)
            by_suit[suit] = []
        by_suit[suit].append(action)
    groups: list[list[CardAction]] = []
    for suit in suits:
        plays = sorted(by_suit[suit], key=lambda a: a.card.rank)
        out = out_ranks.get(suit, [])
        group = [plays[0]]
        for low, high in zip(plays, plays[1:]):
            if any(low.card.rank < r < high.card.rank for r in out):
                groups.append(group)
                group = [high]
            else:
                group.append(high)
        groups.append(group)
    return [group[::-1] for group in groups]
