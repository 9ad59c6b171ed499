/* combat-fixture.h: shared set-up for the combat and odds tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every value comes from the default board; nothing about the game is
 * hard-coded here but the ids of cities and counters.
 */

#pragma once

#include "core/gmp-core.h"
#include "core/gmp-combat.h"
#include "core/gmp-fx.h"
#include "core/gmp-odds.h"
#include "core/gmp-retreat.h"

typedef struct {
  GmpBoard *board;
  GmpState *state;
} Fixture;

/* Loading and validating the board is the slow part: load it once. */
static GmpBoard *fixture_board;

static inline void
fixture_init (Fixture *f)
{
  g_autoptr(GError) error = NULL;

  if (fixture_board == NULL)
    fixture_board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_assert_no_error (error);
  g_assert_nonnull (fixture_board);
  f->board = gmp_board_ref (fixture_board);
  f->state = gmp_state_new (f->board);
  f->state->phase = GMP_PHASE_ACTION;
}

static inline void
fixture_clear (Fixture *f)
{
  g_clear_pointer (&f->state, gmp_state_free);
  g_clear_pointer (&f->board, gmp_board_unref);
}

static inline guint
city_id (Fixture    *f,
         const char *id)
{
  int c = gmp_board_find_city (f->board, id);
  g_assert_cmpint (c, >=, 0);
  return c;
}

static inline guint
chit_id (Fixture    *f,
         const char *id)
{
  int c = gmp_board_find_chit (f->board, id);
  g_assert_cmpint (c, >=, 0);
  return c;
}

static inline const GmpUnitType *
utype (Fixture    *f,
       const char *id)
{
  int t = gmp_board_find_unit_type (f->board, id);
  g_assert_cmpint (t, >=, 0);
  return &f->board->unit_types[t];
}

/* Adds a unit of type `type` in `city` ("ant", "tank"...), of the first
 * formation of its side. */
static inline guint
add (Fixture    *f,
     const char *type,
     const char *city)
{
  int t = gmp_board_find_unit_type (f->board, type);
  int formation = GMP_NONE;

  g_assert_cmpint (t, >=, 0);
  if (!f->board->unit_types[t].guard)
    for (guint i = 0; i < f->board->n_formations && formation == GMP_NONE; i++)
      if (f->board->formations[i].side == f->board->unit_types[t].side)
        formation = i;
  return gmp_state_add_unit (f->state, t, formation, city_id (f, city));
}

static inline guint
add_guard (Fixture    *f,
           const char *city,
           int         value,
           gboolean    revealed)
{
  guint id = gmp_state_add_unit (f->state, f->board->guard_type, GMP_NONE, city_id (f, city));
  GmpUnit *unit = gmp_state_get_unit (f->state, id);
  unit->guard_value = value;
  unit->revealed = revealed;
  return id;
}

static inline GmpUnit *
unit (Fixture *f,
      guint    id)
{
  return gmp_state_get_unit (f->state, id);
}

static inline GmpCombat *
combat_new (Fixture      *f,
            const char   *city,
            GmpSide       acting,
            GmpCombatMode mode)
{
  g_autoptr(GError) error = NULL;
  GmpCombat *combat = gmp_combat_new (f->state, city_id (f, city), acting, mode, &error);

  g_assert_no_error (error);
  g_assert_nonnull (combat);
  return combat;
}

/* The dice, in the core's order, as digits: "6 1 1" or "611". */
static inline void
set_dice (GmpCombat  *combat,
          const char *text)
{
  g_autoptr(GError) error = NULL;
  guint8 dice[128];
  gsize n = 0;

  for (const char *p = text; *p && n < G_N_ELEMENTS (dice); p++)
    if (*p >= '0' && *p <= '9')
      dice[n++] = *p - '0';
  g_assert_true (gmp_combat_set_dice (combat, dice, n, &error));
  g_assert_no_error (error);
}

/* Applies the default allocations to the fixture's state. */
static inline void
apply (Fixture   *f,
       GmpCombat *combat)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (gmp_combat_apply (combat, f->state, NULL, NULL, &error));
  g_assert_no_error (error);
}

/* A ruling citing `note` was made; every ruling has a text. */
static inline gboolean
has_ruling (GmpCombat *combat,
            int        note)
{
  gboolean found = FALSE;

  for (guint i = 0; i < combat->rulings->len; i++)
    {
      const GmpRuling *r = g_ptr_array_index (combat->rulings, i);
      g_assert_nonnull (r->text);
      g_assert_cmpstr (r->text, !=, "");
      found |= r->note == note;
    }
  return found;
}

/* Hits of one die set, computed here from the rules text, not by the core. */
static inline guint
test_hits (const guint8 *dice,
           const guint8 *thresholds,
           guint         n,
           gboolean      paired)
{
  guint hits = 0;

  if (paired)
    {
      gboolean a = dice[0] >= thresholds[0], b = dice[1] >= thresholds[1];
      if (a && b && dice[0] == dice[1])
        return 2;
      return a || b;
    }
  for (guint i = 0; i < n; i++)
    hits += dice[i] >= thresholds[i];
  return hits;
}
