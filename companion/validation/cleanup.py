"""The clean-up passes over token entries (rule V4): spoken numbers merged into digits, discourse
markers dropped, stutters collapsed. Split from `normalize`, which tokenises and calls these only
when a text has something for them to do.
"""

from __future__ import annotations

from companion.validation.lexicon import DISCOURSE_BIGRAMS, DISCOURSE_WORDS

__all__ = ["BIGRAM_FIRST", "Entry", "collapse_repeats", "drop_discourse", "format_number", "merge_numbers"]

# An entry before number merging: key, start, end, boundary, critical (V4), numeric value
# (None when not a plain number), is-scale-word.
Entry = tuple[str, int, int, bool, bool, "float | None", bool]


def format_number(value: float) -> str:
    """12.0 -> '12', 1.5 -> '1.5': the digit token a spoken or written number becomes."""
    return str(int(value)) if value == int(value) else str(value)


def _can_add(current: float, v: float) -> bool:
    """'twenty' + 'five', 'hundred' + 'twelve': the next word fills a lower place."""
    if current <= 0:
        return False
    if current % 100 == 0:
        return v < 100
    return current % 10 == 0 and current % 100 >= 20 and v < 10


def merge_numbers(entries: list[Entry]) -> list[Entry]:
    """'a hundred and sixty five thousand', '20 5', 'twenty-five' -> one digit token (V4)."""
    out: list[Entry] = []
    i, n = 0, len(entries)
    while i < n:
        e = entries[i]
        nxt = entries[i + 1] if i + 1 < n else None
        a_scale = e[0] == "a" and nxt is not None and (nxt[6] or nxt[0] in ("100", "1000"))
        if e[5] is None and not a_scale:
            out.append(e)
            i += 1
            continue
        if e[5] is not None and e[5] != int(e[5]):  # a decimal stands alone, or scales: "1.5 million"
            if nxt is not None and nxt[6] and nxt[5] is not None:
                v = e[5] * nxt[5]
                out.append((format_number(v), e[1], nxt[2], e[3], True, v, False))
                i += 2
                continue
            out.append(e)
            i += 1
            continue
        total, current, j = 0.0, 0.0, i
        while j < n:
            t = entries[j]
            value = t[5]
            is_scale = t[6] or (t[0] in ("100", "1000") and 0 < current < 10 and j > i)
            if j == i and a_scale:
                current = 1
            elif t[0] == "and" and (total > 0 or current >= 100) and j + 1 < n:
                nv = entries[j + 1][5]
                if nv is None or entries[j + 1][6] or nv >= 100:
                    break
            elif is_scale and value is not None:
                if value == 100:
                    current = max(current, 1) * 100
                else:
                    total += max(current, 1) * value
                    current = 0
            elif value is not None and value == int(value) and not t[6]:
                if j == i or (current == 0 and total > 0):
                    current = value
                elif _can_add(current, value):
                    current += value
                elif total == 0 and current in (19, 20) and 10 <= value < 100:
                    current = current * 100 + value  # a spoken year: "twenty nineteen"
                else:
                    break
            else:
                break
            j += 1
        if j == i:  # nothing merged (for example a lone scale word)
            out.append(e)
            i += 1
            continue
        last = entries[j - 1]
        if last[0] == "and":
            j -= 1
            last = entries[j - 1]
        out.append((format_number(total + current), e[1], last[2], e[3], True, total + current, False))
        i = j
    return out


BIGRAM_FIRST = frozenset(a for a, _ in DISCOURSE_BIGRAMS)


def drop_discourse(entries: list[Entry]) -> list[Entry]:
    out: list[Entry] = []
    carry = False
    i, n = 0, len(entries)
    while i < n:
        e = entries[i]
        key = e[0]
        if key in DISCOURSE_WORDS:
            carry = carry or e[3]
            i += 1
            continue
        if key in BIGRAM_FIRST and i + 1 < n and (key, entries[i + 1][0]) in DISCOURSE_BIGRAMS:
            carry = carry or e[3]
            i += 2
            continue
        out.append((key, e[1], e[2], True, e[4], e[5], e[6]) if carry and not e[3] else e)
        carry = False
        i += 1
    return out


def collapse_repeats(entries: list[Entry], max_phrase: int = 3) -> list[Entry]:
    """'I I went', 'we went we went' -> one copy (V4 stutters); the kept copy spans both."""
    lengths = (1, 2, 3)[:max_phrase]
    out: list[Entry] = []
    keys: list[str] = []
    for e in entries:
        key = e[0]
        out.append(e)
        keys.append(key)
        n = len(keys)
        if n < 2 or key not in keys[-4:-1]:
            continue  # a repeat ends with a key seen one to three tokens earlier
        for k in lengths:
            if n >= 2 * k and keys[n - 1 - k] == key and keys[n - k : n] == keys[n - 2 * k : n - k]:
                last = out[-k - 1]
                del out[-k:]
                del keys[-k:]
                out[-1] = (last[0], last[1], e[2], last[3], last[4], last[5], last[6])
                break
    return out
