"""The literal strings a rule's regex cannot match without: a message holding none of them
skips the rule, without compiling or running its regex.

What RE2's ``FilteredRE2`` does, in Python and at build time: :func:`required_literals`
reads a regex (``re._parser``: the regexes a rule may hold mean the same in Python and RE2,
``rules.check_regex``) and returns strings of which every match contains at least one, or
None when it cannot name such strings. A small file's messages reach the late rules only when
no earlier rule matched, and RE2 compiling a rule costs ~1.8 M instructions (~0.4 ms); most
messages contain none of a rule's phrases (docs/performance.md, eighth round). The shipped
rules' literals are computed when their JSON twin is built (``make rules-twin``), a user's as
the rule loads.

The answer may only be too generous, never too strict: a rule is skipped only when it cannot
match. So anything this module does not model (a class of characters, an unbounded or
optional repeat, syntax where Python's parser and RE2 could disagree) yields no literal, and
a regex with no required literal is always compiled and run. For a case-insensitive regex
(``(?i)``) the literals are kept case-folded and the text is case-folded before the test:
RE2 folds a letter to the letters of its simple case-folding orbit, and for an ASCII letter
every member of that orbit (``k``, ``K``, the Kelvin sign; ``s``, ``S``, ``ſ``) case-folds to
the same ASCII letter; a non-ASCII literal character is used only when it has no case at all.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterable
from itertools import product
from typing import Any, NamedTuple

# Syntax RE2 reads otherwise than Python's parser (or that Python's parser does not read):
# \p{..}, \Q..\E, \C, \x{..}, octal, x{,n} (a repeat in Python, text in RE2), and POSIX classes.
_DIVERGENT = ("\\p", "\\P", "\\Q", "\\E", "\\C", "\\x{", "\\0", "{,")
_POSIX_CLASS = re.compile(r"\[:\^?[A-Za-z]+:\]")
_FLAG_GROUP = re.compile(r"\(\?[a-zA-Z]+\)")
_MAX_STRINGS = 64  # a cross product of alternatives larger than this is cut at that point
_MAX_CLASS = 4  # a character class of at most this many plain characters spells alternatives
_SELECTIVE = 8  # strings this long are rare enough in messages: fewer of them beats longer ones


class Literals(NamedTuple):
    """Every match of the regex contains one of ``strings``; ``folded``: compare case-folded.

    ``alternatives``, when the regex is one alternation (``(?i)(a|b|c)``, ``a|b``): each
    alternative's span in the regex and its own required strings, and ``flags`` the regex's
    leading flag group; :meth:`regex_for` then spells the alternatives a text can match.
    """

    strings: tuple[str, ...]
    folded: bool
    flags: str = ""
    alternatives: tuple[tuple[int, int, tuple[str, ...]], ...] = ()

    def fold(self, text: str) -> str:
        """``text`` as :meth:`found_in` and :meth:`chosen` compare it."""
        return text.casefold() if self.folded else text

    def found_in(self, text: str) -> bool:
        return self.held_by(self.fold(text))

    def held_by(self, folded_text: str) -> bool:
        """Whether the (:meth:`fold`-ed) text holds one of :attr:`strings`: else the regex cannot match it."""
        return any(map(folded_text.__contains__, self.strings))

    def chosen(self, folded_text: str) -> tuple[int, ...]:
        """The alternatives whose strings the (:meth:`fold`-ed) text holds: the only ones that can match it."""
        return tuple(i for i, (_, _, strings) in enumerate(self.alternatives)
                     if any(map(folded_text.__contains__, strings)))

    def regex_for(self, regex: str, chosen: tuple[int, ...]) -> str:
        """``regex`` cut to the ``chosen`` alternatives: it matches a text they can match exactly when
        ``regex`` does (the others cannot), as a smaller program for RE2 to compile."""
        return self.flags + "(?:" + "|".join(regex[a:b] for a, b, _ in (self.alternatives[i] for i in chosen)) + ")"

    def to_json(self) -> list[Any]:
        if not self.alternatives:
            return [self.folded, list(self.strings)]
        return [self.folded, list(self.strings), self.flags, [[a, b, list(strings)] for a, b, strings in self.alternatives]]

    @classmethod
    def from_json(cls, data: list[Any]) -> Literals:
        if len(data) == 2:
            return cls(tuple(data[1]), bool(data[0]))
        return cls(tuple(data[1]), bool(data[0]), data[2], tuple((a, b, tuple(strings)) for a, b, strings in data[3]))


class _Info(NamedTuple):
    exact: frozenset[str] | None  # the strings the node matches, when few and known
    required: frozenset[str] | None  # one of these is in every match (None: nothing known)


_NOTHING = _Info(None, None)
_EMPTY = _Info(frozenset({""}), None)


def required_literals(regex: str, alternation: bool = True) -> Literals | None:
    """Strings one of which every match of ``regex`` contains, or None when there are none to name.

    >>> regex = "(?i)(connection (refused|reset)|socket hang up)"
    >>> found = required_literals(regex)
    >>> found.strings, found.folded
    (('connection ', 'socket hang up'), True)
    >>> found.regex_for(regex, found.chosen(found.fold("ECONNRESET: Connection reset")))
    '(?i)(?:connection (refused|reset))'
    >>> required_literals("exit code \\\\d+ after (the )?retry").strings
    ('exit code ',)
    >>> required_literals("[0-9]+") is None
    True
    """
    if any(token in regex for token in _DIVERGENT) or _POSIX_CLASS.search(regex):
        return None
    from re import _parser  # type: ignore[attr-defined]  # re's own parser: the module re compiles with

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # a FutureWarning (a nested set, "--" in a class): ambiguous, skip
            parsed = _parser.parse(regex)
    except (re.error, FutureWarning, DeprecationWarning, RecursionError):
        return None
    folded = bool(parsed.state.flags & re.IGNORECASE)
    strings = _best(_sequence(parsed, folded))
    if strings is None or "" in strings:
        return None
    if folded:
        strings = frozenset(s.casefold() for s in strings)
    found = Literals(_minimal(strings), folded)
    split = _alternation(regex) if alternation else None
    if split is None:
        return found
    flags, spans = split
    alternatives = []
    for start, end in spans:
        own = required_literals(flags + "(?:" + regex[start:end] + ")", alternation=False)
        if own is None or own.folded != folded:
            return found  # an alternative that needs nothing: the whole regex is compiled
        alternatives.append((start, end, own.strings))
    return found._replace(flags=flags, alternatives=tuple(alternatives))


def _minimal(strings: frozenset[str]) -> tuple[str, ...]:
    """A string holding another of the set adds nothing: the other is found wherever it is."""
    return tuple(sorted(s for s in strings if not any(t != s and t in s for t in strings)))


def _alternation(regex: str) -> tuple[str, list[tuple[int, int]]] | None:
    """The leading flag group and each top-level alternative's span when ``regex`` is one
    alternation, possibly inside one group that spans the rest (``(?i)(a|b)``, ``(?:a|b)``,
    ``a|(b|c)``); None otherwise. The caller parses each alternative alone, so a span cut
    where it should not be (inside a class, after a backslash) fails there."""
    flags = _FLAG_GROUP.match(regex)
    start, end = (flags.end() if flags else 0), len(regex)
    if regex.startswith("(", start) and _bars(regex, start, end, closing=True) == [end - 1]:
        if regex.startswith("(?:", start):
            start += 3
        elif regex.startswith("(?", start):
            return None  # a named group and the like: not worth a case
        else:
            start += 1
        end -= 1
    bars = _bars(regex, start, end, closing=False)
    if not bars:
        return None
    cuts = [start - 1, *bars, end]
    return (flags.group() if flags else ""), [(a + 1, b) for a, b in zip(cuts, cuts[1:], strict=False)]


def _bars(regex: str, start: int, end: int, closing: bool) -> list[int] | None:
    """Positions of the ``|`` at the top level of ``regex[start:end]`` (``closing``: of the ``)``
    closing the group opened at ``start`` instead); None when a class or group is left open."""
    depth, i, found = 0, start, []
    while i < end:
        char = regex[i]
        if char == "\\":
            i += 2
            continue
        if char == "[":
            i += 1 + (regex.startswith("^", i + 1))
            i += regex.startswith("]", i)  # a ] first in a class is itself
            while i < end and regex[i] != "]":
                i += 2 if regex[i] == "\\" else 1
            if i >= end:
                return None
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if closing and depth == 0:
                found.append(i)
        elif char == "|" and depth == 0 and not closing:
            found.append(i)
        i += 1
    return None if depth else found


def _best(info: _Info) -> frozenset[str] | None:
    return _better(info.exact, info.required)


def _better(a: frozenset[str] | None, b: frozenset[str] | None) -> frozenset[str] | None:
    """The requirement cheaper to test and as selective: the longer shortest string, up to
    :data:`_SELECTIVE` characters, then the fewer strings. A set holding "" requires nothing."""
    if a is None or "" in a:
        return b if b is not None and "" not in b else None
    if b is None or "" in b:
        return a
    return max(a, b, key=lambda s: (min(_SELECTIVE, *map(len, s)), -len(s)))


def _sequence(items: Iterable[tuple[Any, Any]], folded: bool) -> _Info:
    """A concatenation: the cross product of its exact parts while it stays small, and the best
    requirement among its runs of exact parts and its parts' own requirements."""
    run: frozenset[str] = frozenset({""})  # the cross product of the current run of exact parts
    required: frozenset[str] | None = None
    whole = True  # every part so far was exact: the run is the whole sequence
    for item in items:
        info = _node(item, folded)
        required = _better(required, info.required)
        if info.exact is not None and len(run) * len(info.exact) <= _MAX_STRINGS:
            if len(info.exact) > 1:
                required = _better(required, run)  # the run before it multiplies may be cheaper to test
            run = frozenset(a + b for a, b in product(run, info.exact))
            continue
        whole = False
        required = _better(required, run)
        run = info.exact if info.exact is not None else frozenset({""})  # a new run starts here
    return _Info(run if whole else None, _better(required, run))


def _node(item: tuple[Any, Any], folded: bool) -> _Info:
    from re import _constants as c  # type: ignore[attr-defined]

    op, av = item
    if op is c.LITERAL:
        char = chr(av)
        if folded and not char.isascii() and not (char.lower() == char.upper() == char.casefold() == char):
            return _NOTHING  # a cased non-ASCII letter: RE2's folding orbit is not modelled
        return _Info(frozenset({char}), None)
    if op is c.AT:
        return _EMPTY  # ^, \b and the like match no text
    if op is c.SUBPATTERN:
        _group, add_flags, del_flags, sub = av
        if (add_flags | del_flags) & re.IGNORECASE:
            return _NOTHING  # refused by check_regex anyway (scoped flags)
        return _sequence(sub, folded)
    if op is c.BRANCH:
        branches = [_sequence(sub, folded) for sub in av[1]]
        exact: frozenset[str] | None = None
        if all(b.exact is not None for b in branches):
            exact = frozenset().union(*(b.exact for b in branches if b.exact is not None))
            exact = exact if len(exact) <= _MAX_STRINGS else None
        needs = [_best(b) for b in branches]
        if any(n is None for n in needs):
            return _Info(exact, None)
        return _Info(exact, frozenset().union(*(n for n in needs if n is not None)))
    if op is c.IN:
        chars = [chr(v) for o, v in av if o is c.LITERAL]
        if len(chars) != len(av) or len(chars) > _MAX_CLASS:
            return _NOTHING  # a negation, a range, a category (\d), or too many to spell
        infos = [_node((c.LITERAL, ord(ch)), folded) for ch in chars]
        if any(i.exact is None for i in infos):
            return _NOTHING
        return _Info(frozenset(chars), None)
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
        low, high, sub = av
        info = _sequence(sub, folded)
        if info.exact is not None and high is not c.MAXREPEAT and high <= 3:  # (the )?, (ed)?
            options = frozenset({""})
            strings: set[str] = set()
            for count in range(high + 1):
                if count >= low:
                    strings |= options
                options = frozenset(a + b for a, b in product(options, info.exact))
                if len(options) > _MAX_STRINGS:
                    break
            else:
                if len(strings) <= _MAX_STRINGS:
                    return _Info(frozenset(strings), _best(info) if low >= 1 else None)
        return _Info(None, _best(info)) if low >= 1 else _NOTHING
    return _NOTHING  # ., \d, [^...], and anything else: no literal known
