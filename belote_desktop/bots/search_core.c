/* The double-dummy search's inner loop in C: the node-for-node translation of
 * ``Solver._search`` (belote_desktop/bots/solver.py) and of the engine's trick play and play
 * obligations it runs on (engine/play.py, engine/legal.py).
 *
 * Why C: the search's speed is the Expert's strength (docs/BENCHMARKS.md), and the mypyc build
 * of the Python search has a flat profile that source tuning cannot make several times faster.
 * Python stays the reference: ``Solver`` (card values, MTD(f), the transposition table's keys by
 * relative ranks) is the same Python class whichever build runs, and only its ``_search`` comes
 * here. Everything this file decides the Python decides the same way, in the same order: the same
 * legal cards, the same move order, the same table entries and killers, the same node count, so
 * a budget of nodes gives the same answers in both builds (tests/test_search_core.py plays random
 * positions of every table and strain through both and asserts equal values, nodes and entries).
 * The rules are therefore written twice, here and in the engine; the tests hold them together.
 *
 * Built with the compiled solver (belote_desktop/compiled.py); its source hash is compiled in as
 * BUILD_HASH, and a build made from other sources is not used.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#ifndef BUILD_HASH
#define BUILD_HASH ""
#endif

#define INF 10000
#define UNKNOWN (-100000)
#define LAST_TRICK_BONUS 10
#define CLOCK_EVERY 512
#define MAX_CARDS 40

typedef uint32_t Mask;

enum { RUNNING = 0, OUT_OF_NODES = 1, OUT_OF_TIME = 2, PY_ERROR = 3 };

typedef struct {
    uint64_t key;
    int32_t lo, hi, rel;
} Entry;

typedef struct {
    PyObject_HEAD
    /* the deal's fixed facts */
    int team, every, none, size, total, nsides, horizon;
    int side[4], partner[4], next[4];
    int points[32], strength[32];
    Mask higher[32];
    Mask cut, overtake;
    int order[4][8];
    int pb[4][256];
    uint32_t canon[1024];
    int killers[40];
    /* the transposition table: entries in the order first stored (as a dict keeps them), and
     * an open-addressed index of them */
    Entry *entries;
    Py_ssize_t count, capacity;
    int32_t *slots;
    Py_ssize_t nslots;
    /* the position being searched (copied in at each call) */
    Mask hands[4];
    int played[MAX_CARDS];
    int n, win_card, win_seat, turn, leader;
    int spoints[4], won[4];
    int taker, taker_trump_at;
    int partner_exemption, must_undertrump;
    int undo[MAX_CARDS][4];
    int nundo;
    int winners[MAX_CARDS];
    int nwinners;
    /* the budget */
    long long nodes, next_clock, budget_nodes;
    double deadline;
    int has_deadline, status;
} Core;

static PyObject *perf_counter = NULL;

static inline int popcount(Mask m) { return __builtin_popcount(m); }
static inline int high_bit(Mask m) { return m ? 31 - __builtin_clz(m) : -1; }

static inline int beats(const Core *s, int c, int best) {
    if ((c >> 3) == (best >> 3))
        return s->strength[c] > s->strength[best];
    return (int)((s->cut >> c) & 1u);
}

static inline int points_of_mask(const Core *s, Mask m) {
    return s->pb[0][m & 0xFF] + s->pb[1][(m >> 8) & 0xFF] + s->pb[2][(m >> 16) & 0xFF] + s->pb[3][m >> 24];
}

static inline uint32_t key_cards(const Core *s, Mask live) {
    const uint32_t *cn = s->canon;
    return cn[live & 0xFF] | cn[256 + ((live >> 8) & 0xFF)] << 8 | cn[512 + ((live >> 16) & 0xFF)] << 16
           | cn[768 + (live >> 24)] << 24;
}

/* --- the transposition table ------------------------------------------------------------- */

static inline Py_ssize_t slot_of(const Core *s, uint64_t key) {
    return (Py_ssize_t)((key * 0x9E3779B97F4A7C15ULL) >> 20) & (s->nslots - 1);
}

static Py_ssize_t tt_find(const Core *s, uint64_t key) {
    if (!s->nslots)
        return -1;
    Py_ssize_t i = slot_of(s, key);
    for (;;) {
        int32_t e = s->slots[i];
        if (e < 0)
            return -1;
        if (s->entries[e].key == key)
            return e;
        i = (i + 1) & (s->nslots - 1);
    }
}

static int tt_grow(Core *s) {
    Py_ssize_t nslots = s->nslots ? s->nslots * 2 : 1 << 12;
    int32_t *slots = PyMem_Malloc(sizeof(int32_t) * (size_t)nslots);
    if (!slots)
        return -1;
    memset(slots, 0xFF, sizeof(int32_t) * (size_t)nslots);
    PyMem_Free(s->slots);
    s->slots = slots;
    s->nslots = nslots;
    for (Py_ssize_t e = 0; e < s->count; e++) {
        Py_ssize_t i = slot_of(s, s->entries[e].key);
        while (s->slots[i] >= 0)
            i = (i + 1) & (s->nslots - 1);
        s->slots[i] = (int32_t)e;
    }
    return 0;
}

/* store (lo, hi, rel) under key, as ``self._tt[key] = ...`` does; -1 when out of memory */
static int tt_store(Core *s, uint64_t key, int lo, int hi, int rel) {
    Py_ssize_t e = tt_find(s, key);
    if (e < 0) {
        if ((s->count + 1) * 2 > s->nslots && tt_grow(s) < 0)
            return -1;
        if (s->count == s->capacity) {
            Py_ssize_t capacity = s->capacity ? s->capacity * 2 : 1 << 11;
            Entry *entries = PyMem_Realloc(s->entries, sizeof(Entry) * (size_t)capacity);
            if (!entries)
                return -1;
            s->entries = entries;
            s->capacity = capacity;
        }
        e = s->count++;
        s->entries[e].key = key;
        Py_ssize_t i = slot_of(s, key);
        while (s->slots[i] >= 0)
            i = (i + 1) & (s->nslots - 1);
        s->slots[i] = (int32_t)e;
    }
    s->entries[e].lo = lo;
    s->entries[e].hi = hi;
    s->entries[e].rel = rel;
    return 0;
}

/* --- the engine's trick play (engine/play.py, engine/legal.py) ---------------------------- */

static Mask legal_mask(const Core *s) {
    int k = s->n % s->size;
    int turn = s->turn;
    Mask hand = s->hands[turn];
    if (!k) {
        if (s->taker < 0 || s->taker_trump_at >= 0 || turn == s->taker)
            return hand;
        Mask plain = hand & ~s->cut; /* lead_cards: no trump lead before the taker's */
        return (plain && plain != hand) ? plain : hand;
    }
    int led = s->played[s->n - k];
    int winning = s->win_card;
    int partner_winning = s->win_seat == s->partner[turn];
    Mask led_suit = 0xFFu << ((led >> 3) * 8);
    Mask follow = hand & led_suit;
    if (follow) {
        if (led_suit & s->overtake) {
            Mask higher = follow & s->higher[winning];
            if (higher)
                return higher;
        }
        return follow;
    }
    Mask trumps = hand & s->cut;
    if (!trumps || (partner_winning && s->partner_exemption))
        return hand;
    if ((1u << winning) & s->cut) {
        Mask over = trumps & s->higher[winning];
        if (over)
            return over;
        if (s->must_undertrump)
            return trumps;
        return hand;
    }
    return trumps;
}

static void play(Core *s, int c) {
    int seat = s->turn;
    int size = s->size;
    s->hands[seat] ^= 1u << c;
    int k = s->n % size;
    int *u = s->undo[s->nundo++];
    u[0] = s->leader;
    u[1] = s->win_card;
    u[2] = s->win_seat;
    u[3] = seat;
    s->played[s->n++] = c;
    if (!k) {
        if (seat == s->taker && s->taker_trump_at < 0 && ((s->cut >> c) & 1u))
            s->taker_trump_at = s->n - 1;
        s->win_card = c;
        s->win_seat = seat;
    } else if (beats(s, c, s->win_card)) {
        s->win_card = c;
        s->win_seat = seat;
    }
    if (k + 1 < size) {
        s->turn = s->next[seat];
        return;
    }
    int pts = 0;
    for (int i = s->n - size; i < s->n; i++)
        pts += s->points[s->played[i]];
    if (s->n == s->total)
        pts += LAST_TRICK_BONUS;
    int winner = s->win_seat;
    int sd = s->side[winner];
    s->spoints[sd] += pts;
    s->won[sd] += 1;
    s->winners[s->nwinners++] = winner;
    s->leader = s->turn = winner;
}

static void undo(Core *s) {
    int n = s->n;
    if (!(n % s->size)) {
        int sd = s->side[s->winners[--s->nwinners]];
        s->won[sd] -= 1;
        int pts = 0;
        for (int i = n - s->size; i < n; i++)
            pts += s->points[s->played[i]];
        s->spoints[sd] -= pts + (n == s->total ? LAST_TRICK_BONUS : 0);
    }
    int c = s->played[--s->n];
    if (s->taker_trump_at == s->n)
        s->taker_trump_at = -1;
    int *u = s->undo[--s->nundo];
    s->leader = u[0];
    s->win_card = u[1];
    s->win_seat = u[2];
    s->turn = u[3];
    s->hands[s->turn] |= 1u << c;
}

/* --- the search (Solver's methods of the same names) --------------------------------------- */

static int final_adjust(const Core *s) {
    int mine = s->won[s->team];
    if (!mine)
        return s->none;
    int all = 0;
    for (int i = 0; i < s->nsides; i++)
        all += s->won[i];
    return all == mine ? s->every : 0;
}

static int tick(Core *s) {
    s->next_clock = s->nodes + CLOCK_EVERY;
    if (s->budget_nodes >= 0 && s->nodes > s->budget_nodes) {
        s->status = OUT_OF_NODES;
        return 1;
    }
    if (s->has_deadline) {
        PyObject *now = PyObject_CallNoArgs(perf_counter);
        if (!now) {
            s->status = PY_ERROR;
            return 1;
        }
        double t = PyFloat_AsDouble(now);
        Py_DECREF(now);
        if (t > s->deadline) {
            s->status = OUT_OF_TIME;
            return 1;
        }
    }
    return 0;
}

static int last_trick_of(const Core *s, int seat, Mask gone, int taken, int done) {
    int best = high_bit(s->hands[seat] & ~gone);
    int winner = seat;
    int total = s->points[best] + LAST_TRICK_BONUS;
    int sd = seat;
    for (int i = 1; i < s->size; i++) {
        sd = s->next[sd];
        int c = high_bit(s->hands[sd] & ~gone);
        total += s->points[c];
        if (beats(s, c, best)) {
            best = c;
            winner = sd;
        }
    }
    if (s->side[winner] == s->team)
        return total + (done == taken ? s->every : 0);
    return taken ? 0 : s->none;
}

static int last_trick(const Core *s) {
    int done = 0;
    for (int i = 0; i < s->nsides; i++)
        done += s->won[i];
    return last_trick_of(s, s->turn, 0, s->won[s->team], done);
}

/* table_estimate (solver.py): the card-power share, the same float operations in the same order */
static int estimate(const Core *s) {
    Mask live = s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3];
    int rest = points_of_mask(s, live) + LAST_TRICK_BONUS;
    double power[4] = {1.0, 1.0, 1.0, 1.0};
    for (int seat = 0; seat < 4; seat++) {
        Mask h = s->hands[seat];
        if (!h)
            continue;
        double p = 0.0;
        while (h) {
            int c = __builtin_ctz(h);
            h &= h - 1;
            int above = popcount(live & s->higher[c]);
            if ((s->cut >> c) & 1u)
                p += above < 6 ? 4.0 - 0.5 * above : 1.0;
            else if (above == 0)
                p += 3.0;
            else if (above == 1)
                p += 1.0;
            else
                p += 0.25;
        }
        power[s->side[seat]] += p;
    }
    int leader = s->turn;
    if (leader >= 0 && leader < 4 && s->side[leader] >= 0)
        power[s->side[leader]] += 1.0;
    double even = rest / (double)s->nsides;
    double sum = 0.0;
    for (int i = 0; i < s->nsides; i++)
        sum += power[i];
    double share = even + 2.0 * ((double)rest * power[s->team] / sum - even);
    double clamped = share > 0.0 ? share : 0.0;
    if (clamped > (double)rest)
        clamped = (double)rest;
    return (int)(clamped + 0.5);
}

static int nth_live(const Core *s, int rel, Mask live) {
    int k = rel & 7;
    const int *order = s->order[rel >> 3];
    for (int i = 0; i < 8; i++) {
        int c = order[i];
        if ((live >> c) & 1u) {
            if (!k)
                return c;
            k--;
        }
    }
    return -1;
}

static int merge(const Core *s, Mask legal, Mask live, int *out) {
    int count = 0;
    for (int suit = 0; suit < 4; suit++) {
        if (!(legal & (0xFFu << (suit * 8))))
            continue;
        int prev = -1;
        for (int i = 0; i < 8; i++) {
            int c = s->order[suit][i];
            if (!((live >> c) & 1u))
                continue;
            if ((legal >> c) & 1u) {
                if (prev >= 0 && s->points[prev] == s->points[c])
                    continue;
                out[count++] = c;
                prev = c;
            } else {
                prev = -1;
            }
        }
    }
    return count;
}

/* _ordered and _order: the merged legal cards, most promising first, ``tt_best`` to the front */
static int ordered(const Core *s, Mask legal, int tt_best, int *moves) {
    if (!(legal & (legal - 1))) {
        moves[0] = __builtin_ctz(legal);
        return 1;
    }
    Mask live = s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3];
    int k = s->n % s->size;
    for (int i = s->n - k; i < s->n; i++)
        live |= 1u << s->played[i];
    int win = -1, partner_wins = 0;
    if (k) {
        win = s->win_card;
        partner_wins = s->win_seat == s->partner[s->turn];
    }
    int reps[MAX_CARDS];
    int count = merge(s, legal, live, reps);
    int keys[MAX_CARDS];
    for (int i = 0; i < count; i++) {
        int c = reps[i];
        int key;
        if (win < 0) {
            if (!(live & s->higher[c]))
                key = -100 - s->points[c] - (((s->cut >> c) & 1u) ? 50 : 0);
            else
                key = s->points[c] * 4 + s->strength[c];
        } else if (partner_wins) {
            key = -s->points[c] * 16 + s->strength[c];
        } else if (beats(s, c, win)) {
            key = -200 + s->strength[c] + (((s->cut >> c) & 1u) ? 30 : 0);
        } else {
            key = s->points[c] * 16 + s->strength[c];
        }
        /* insertion sort by (key, card), as Python sorts the pairs */
        int j = i;
        while (j > 0 && (keys[j - 1] > key || (keys[j - 1] == key && moves[j - 1] > c))) {
            keys[j] = keys[j - 1];
            moves[j] = moves[j - 1];
            j--;
        }
        keys[j] = key;
        moves[j] = c;
    }
    if (tt_best >= 0 && moves[0] != tt_best) {
        for (int i = 1; i < count; i++) {
            if (moves[i] == tt_best) {
                for (int j = i; j > 0; j--)
                    moves[j] = moves[j - 1];
                moves[0] = tt_best;
                break;
            }
        }
    }
    return count;
}

static int probe(Core *s, int c, int alpha, int beta, int trick_points, Mask live) {
    int side = s->team;
    int winner = beats(s, c, s->win_card) ? s->turn : s->win_seat;
    int ours = s->side[winner] == side;
    int delta = ours ? trick_points + s->points[c] : 0;
    int taken = s->won[side] + (ours ? 1 : 0);
    int n = s->n + 1;
    if (n == s->total - s->size)
        return delta + last_trick_of(s, winner, 1u << c, taken, n / s->size);
    live ^= 1u << c;
    int rest = points_of_mask(s, live) + LAST_TRICK_BONUS;
    int mine = taken > 0;
    int theirs = n / s->size > taken;
    int hi = rest + (theirs ? 0 : s->every);
    int lo = mine ? 0 : s->none;
    int restricted = s->taker >= 0 && s->taker_trump_at < 0;
    uint64_t key = (uint64_t)key_cards(s, live) | (uint64_t)winner << 32 | (uint64_t)mine << 34
                   | (uint64_t)theirs << 35 | (uint64_t)restricted << 36;
    Py_ssize_t e = tt_find(s, key);
    if (e >= 0) {
        if (s->entries[e].lo > lo)
            lo = s->entries[e].lo;
        if (s->entries[e].hi < hi)
            hi = s->entries[e].hi;
    }
    if (lo >= beta - delta || lo == hi)
        return delta + lo;
    if (hi <= alpha - delta)
        return delta + hi;
    return UNKNOWN;
}

/* _search: what the side gains from here on, fail-soft alpha-beta; 0 with ``status`` set when
 * the budget ran out (nothing more is stored then, as the Python's exception stores nothing) */
static int search(Core *s, int alpha, int beta) {
    s->nodes++;
    if (s->nodes >= s->next_clock && tick(s))
        return 0;
    int side = s->team;
    int n = s->n;
    int size = s->size;
    uint64_t key = 0;
    Mask live = 0;
    int tt_best = -1;
    int has_entry = 0, old_lo = -INF, old_hi = INF, old_rel = -1;
    int a0 = 0, b0 = 0;
    int boundary = !(n % size);
    if (boundary) {
        if (n == s->total - size)
            return last_trick(s);
        int mine = s->won[side] > 0;
        int theirs = n / size > s->won[side];
        live = s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3];
        int rest = points_of_mask(s, live) + LAST_TRICK_BONUS;
        int hi = rest + (theirs ? 0 : s->every);
        int lo = mine ? 0 : s->none;
        if (n >= s->horizon)
            return estimate(s);
        int restricted = s->taker >= 0 && s->taker_trump_at < 0;
        key = (uint64_t)key_cards(s, live) | (uint64_t)s->turn << 32 | (uint64_t)mine << 34
              | (uint64_t)theirs << 35 | (uint64_t)restricted << 36;
        Py_ssize_t e = tt_find(s, key);
        if (e >= 0) {
            has_entry = 1;
            old_lo = s->entries[e].lo;
            old_hi = s->entries[e].hi;
            old_rel = s->entries[e].rel;
            tt_best = old_rel >= 0 ? nth_live(s, old_rel, live) : -1;
            if (old_lo > lo)
                lo = old_lo;
            if (old_hi < hi)
                hi = old_hi;
        }
        if (lo >= beta || lo == hi)
            return lo;
        if (hi <= alpha)
            return hi;
        a0 = alpha;
        b0 = beta;
        if (alpha < lo)
            alpha = lo;
        if (beta > hi)
            beta = hi;
    }
    int maximizing = s->side[s->turn] == side;
    if (boundary && tt_best < 0)
        tt_best = s->killers[n / size * 4 + s->turn];
    int moves[MAX_CARDS];
    int count = ordered(s, legal_mask(s), tt_best, moves);
    int best = maximizing ? -INF : INF;
    int best_card = -1;
    int last = n == s->total - 1;
    int do_probe = n % size == size - 1 && n + 1 < s->horizon && !last;
    int trick_points = 0;
    Mask hands_live = 0;
    if (do_probe) {
        for (int i = n + 1 - size; i < n; i++)
            trick_points += s->points[s->played[i]];
        hands_live = s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3];
    }
    for (int i = 0; i < count; i++) {
        int c = moves[i];
        int v = UNKNOWN;
        if (do_probe) {
            v = probe(s, c, alpha, beta, trick_points, hands_live);
            if (v != UNKNOWN)
                s->nodes++;
        }
        if (v == UNKNOWN) {
            int before = s->spoints[side];
            play(s, c);
            int delta = s->spoints[side] - before;
            if (last) {
                v = delta + final_adjust(s);
            } else {
                v = delta + search(s, alpha - delta, beta - delta);
                if (s->status)
                    return 0;
            }
            undo(s);
        }
        if (maximizing) {
            if (v > best) {
                best = v;
                best_card = c;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta)
                        break;
                }
            }
        } else if (v < best) {
            best = v;
            best_card = c;
            if (v < beta) {
                beta = v;
                if (alpha >= beta)
                    break;
            }
        }
    }
    if (boundary && (maximizing ? best >= b0 : best <= a0))
        s->killers[n / size * 4 + s->turn] = best_card;
    if (boundary) {
        int rel = (best_card & ~7) | popcount(live & s->higher[best_card]);
        int lo, hi, r;
        if (best <= a0) {
            lo = old_lo;
            hi = old_hi < best ? old_hi : best;
            r = has_entry ? old_rel : -1;
        } else if (best >= b0) {
            lo = old_lo > best ? old_lo : best;
            hi = old_hi;
            r = rel;
        } else {
            lo = hi = best;
            r = rel;
        }
        if (tt_store(s, key, lo, hi, r) < 0) {
            s->status = PY_ERROR;
            PyErr_NoMemory();
            return 0;
        }
    }
    return best;
}

/* --- the Python object ---------------------------------------------------------------------- */

static int read_ints(PyObject *seq, int *out, Py_ssize_t want, Py_ssize_t *got, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast)
        return -1;
    Py_ssize_t len = PySequence_Fast_GET_SIZE(fast);
    if ((want >= 0 && len != want) || len > MAX_CARDS) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: %zd items", what, len);
        return -1;
    }
    PyObject **items = PySequence_Fast_ITEMS(fast);
    for (Py_ssize_t i = 0; i < len; i++) {
        long v = PyLong_AsLong(items[i]);
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        out[i] = (int)v;
    }
    if (got)
        *got = len;
    Py_DECREF(fast);
    return 0;
}

static int read_masks(PyObject *seq, Mask *out, Py_ssize_t want, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast)
        return -1;
    Py_ssize_t len = PySequence_Fast_GET_SIZE(fast);
    if (len != want) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: %zd items", what, len);
        return -1;
    }
    PyObject **items = PySequence_Fast_ITEMS(fast);
    for (Py_ssize_t i = 0; i < len; i++) {
        unsigned long v = PyLong_AsUnsignedLong(items[i]);
        if (v == (unsigned long)-1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        out[i] = (Mask)v;
    }
    Py_DECREF(fast);
    return 0;
}

static void Core_dealloc(Core *s) {
    PyMem_Free(s->entries);
    PyMem_Free(s->slots);
    Py_TYPE(s)->tp_free((PyObject *)s);
}

/* Core(team, every, none, size, total, nsides, horizon_cards, sides, partners, nexts, points,
 *      strength, higher, cut_mask, overtake_mask, orders) */
static int Core_init(Core *s, PyObject *args, PyObject *kwargs) {
    PyObject *sides, *partners, *nexts, *points, *strength, *higher, *orders;
    unsigned long cut, overtake;
    if (!PyArg_ParseTuple(args, "iiiiiiiOOOOOOkkO", &s->team, &s->every, &s->none, &s->size, &s->total,
                          &s->nsides, &s->horizon, &sides, &partners, &nexts, &points, &strength, &higher, &cut,
                          &overtake, &orders))
        return -1;
    if (s->size < 2 || s->size > 4 || s->total > MAX_CARDS - 4 || s->nsides < 2 || s->nsides > 4
        || s->team < 0 || s->team >= s->nsides) {
        PyErr_SetString(PyExc_ValueError, "not a table of the engine");
        return -1;
    }
    if (read_ints(sides, s->side, 4, NULL, "sides") < 0 || read_ints(partners, s->partner, 4, NULL, "partners") < 0
        || read_ints(nexts, s->next, 4, NULL, "nexts") < 0 || read_ints(points, s->points, 32, NULL, "points") < 0
        || read_ints(strength, s->strength, 32, NULL, "strength") < 0 || read_masks(higher, s->higher, 32, "higher") < 0
        || read_ints(orders, &s->order[0][0], 32, NULL, "orders") < 0)
        return -1;
    for (int i = 0; i < 32; i++) {
        if (s->order[i >> 3][i & 7] < 0 || s->order[i >> 3][i & 7] > 31) {
            PyErr_SetString(PyExc_ValueError, "orders: not cards");
            return -1;
        }
    }
    s->cut = (Mask)cut;
    s->overtake = (Mask)overtake;
    for (int suit = 0; suit < 4; suit++)
        for (int byte = 0; byte < 256; byte++) {
            int total = 0;
            for (int r = 0; r < 8; r++)
                if ((byte >> r) & 1)
                    total += s->points[suit * 8 + r];
            s->pb[suit][byte] = total;
        }
    for (int i = 0; i < 40; i++)
        s->killers[i] = -1;
    return 0;
}

static PyObject *Core_set_canon(Core *s, PyObject *arg) {
    int tmp[1024];
    PyObject *fast = PySequence_Fast(arg, "canon");
    if (!fast)
        return NULL;
    if (PySequence_Fast_GET_SIZE(fast) != 1024) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "canon: 1024 patterns");
        return NULL;
    }
    PyObject **items = PySequence_Fast_ITEMS(fast);
    for (int i = 0; i < 1024; i++) {
        long v = PyLong_AsLong(items[i]);
        if ((v == -1 && PyErr_Occurred()) || v < 0 || v > 255) {
            Py_DECREF(fast);
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "canon: a pattern is a byte");
            return NULL;
        }
        tmp[i] = (int)v;
    }
    Py_DECREF(fast);
    for (int i = 0; i < 1024; i++)
        s->canon[i] = (uint32_t)tmp[i];
    Py_RETURN_NONE;
}

/* search(alpha, beta, hands, played, win_card, win_seat, turn, leader, points, won, taker,
 *        taker_trump_at, partner_exemption, must_undertrump, nodes, next_clock,
 *        budget_nodes (-1: none), has_deadline, deadline)
 * -> (status, value, nodes, next_clock); status 1: out of nodes, 2: out of time */
static PyObject *Core_search(Core *s, PyObject *args) {
    int alpha, beta;
    PyObject *hands, *played, *points, *won;
    Py_ssize_t n, nsides_points, nsides_won;
    if (!PyArg_ParseTuple(args, "iiOOiiiiOOiippLLLpd", &alpha, &beta, &hands, &played, &s->win_card, &s->win_seat,
                          &s->turn, &s->leader, &points, &won, &s->taker, &s->taker_trump_at,
                          &s->partner_exemption, &s->must_undertrump, &s->nodes,
                          &s->next_clock, &s->budget_nodes, &s->has_deadline, &s->deadline))
        return NULL;
    int pts[MAX_CARDS], wins[MAX_CARDS];
    if (read_masks(hands, s->hands, 4, "hands") < 0 || read_ints(played, s->played, -1, &n, "played") < 0
        || read_ints(points, pts, -1, &nsides_points, "points") < 0 || read_ints(won, wins, -1, &nsides_won, "won") < 0)
        return NULL;
    if (nsides_points != s->nsides || nsides_won != s->nsides || n > s->total || s->turn < 0 || s->turn > 3) {
        PyErr_SetString(PyExc_ValueError, "not a position of this solver's deal");
        return NULL;
    }
    for (int i = 0; i < s->nsides; i++) {
        s->spoints[i] = pts[i];
        s->won[i] = wins[i];
    }
    s->n = (int)n;
    s->nundo = 0;
    s->nwinners = 0;
    s->status = RUNNING;
    int value = search(s, alpha, beta);
    if (s->status == PY_ERROR)
        return NULL;
    return Py_BuildValue("iiLL", s->status, value, s->nodes, s->next_clock);
}

static PyObject *Core_clear(Core *s, PyObject *unused) {
    s->count = 0;
    if (s->nslots)
        memset(s->slots, 0xFF, sizeof(int32_t) * (size_t)s->nslots);
    Py_RETURN_NONE;
}

static PyObject *Core_values(Core *s, PyObject *unused) {
    PyObject *out = PyList_New(s->count);
    if (!out)
        return NULL;
    for (Py_ssize_t i = 0; i < s->count; i++) {
        Entry *e = &s->entries[i];
        PyObject *item = Py_BuildValue("iii", e->lo, e->hi, e->rel);
        if (!item) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, item);
    }
    return out;
}

static Py_ssize_t Core_len(Core *s) { return s->count; }

static PyMethodDef Core_methods[] = {
    {"set_canon", (PyCFunction)Core_set_canon, METH_O, "The key's patterns by relative ranks (Solver._set_canon)."},
    {"search", (PyCFunction)Core_search, METH_VARARGS, "One fail-soft alpha-beta search of a position."},
    {"clear", (PyCFunction)Core_clear, METH_NOARGS, "Forget the transposition table."},
    {"values", (PyCFunction)Core_values, METH_NOARGS, "The table's entries (lo, hi, best card's place), as stored."},
    {NULL, NULL, 0, NULL},
};

static PySequenceMethods Core_as_sequence = {.sq_length = (lenfunc)Core_len};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "belote_desktop._compiled.search_core.Core",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "One deal's double-dummy search: its transposition table, killers and the position searched.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
    .tp_as_sequence = &Core_as_sequence,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "search_core", "The double-dummy search's inner loop in C (see search_core.c).", -1, NULL,
};

PyMODINIT_FUNC PyInit_search_core(void) {
    if (PyType_Ready(&CoreType) < 0)
        return NULL;
    PyObject *time = PyImport_ImportModule("time");
    if (!time)
        return NULL;
    perf_counter = PyObject_GetAttrString(time, "perf_counter");
    Py_DECREF(time);
    if (!perf_counter)
        return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m)
        return NULL;
    Py_INCREF(&CoreType);
    if (PyModule_AddObject(m, "Core", (PyObject *)&CoreType) < 0 || PyModule_AddStringConstant(m, "BUILD_HASH", BUILD_HASH) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
