/* test-turn-info.c: what the turn panel shows, without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "model/gmp-recovery.h"
#include "model/gmp-game.h"
#include "model/gmp-hit-picker.h"
#include "model/gmp-turn-info.h"

#include "test-util.h"

static GmpGame *
new_game (gboolean players_dice)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (20500);
  g_autoptr(GError) error = NULL;
  GmpGame *game = gmp_game_new_for_table (players_dice, dice, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static GmpQuestion *
question_of (GmpGame *game)
{
  return gmp_session_get_question (gmp_game_get_session (game));
}

static int
chit_id (GmpGame    *game,
         const char *id)
{
  int chit = gmp_board_find_chit (gmp_game_get_board (game), id);

  g_assert_cmpint (chit, >=, 0);
  return chit;
}

/* The players draw a chit from their own cup (Rules note 1) */
static void
draw (GmpGame    *game,
      const char *id)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (gmp_game_answer (game, chit_id (game, id), NULL, &error));
  g_assert_no_error (error);
}

static void
test_phase_marks (void)
{
  g_autoptr(GmpGame) game = new_game (FALSE);
  g_autoptr(GmpState) over = NULL;
  const GmpState *state = gmp_game_get_state (game);

  g_assert_cmpint (state->phase, ==, GMP_PHASE_ACTION);
  g_assert_cmpint (gmp_turn_info_phase_mark (state, GMP_PHASE_FADE_IN), ==, GMP_PHASE_MARK_DONE);
  g_assert_cmpint (gmp_turn_info_phase_mark (state, GMP_PHASE_ACTION), ==, GMP_PHASE_MARK_NOW);
  g_assert_cmpint (gmp_turn_info_phase_mark (state, GMP_PHASE_FADE_OUT), ==, GMP_PHASE_MARK_NEXT);

  over = gmp_state_copy (state);
  over->phase = GMP_PHASE_GAME_OVER;
  g_assert_cmpint (gmp_turn_info_phase_mark (over, GMP_PHASE_FADE_OUT), ==, GMP_PHASE_MARK_DONE);
  over->phase = GMP_PHASE_FADE_OUT;
  g_assert_cmpint (gmp_turn_info_phase_mark (over, GMP_PHASE_ACTION), ==, GMP_PHASE_MARK_DONE);
  g_assert_cmpint (gmp_turn_info_phase_mark (over, GMP_PHASE_FADE_OUT), ==, GMP_PHASE_MARK_NOW);
}

/* Rules notes 1, 2: thirteen chits in the cup, two on turn 2 of the Time Track */
static void
test_cup_and_time_track (void)
{
  g_autoptr(GmpGame) game = new_game (TRUE);
  const GmpState *state = gmp_game_get_state (game);
  const GmpBoard *board = state->board;
  g_autoptr(GArray) cup = gmp_turn_info_chits (state, GMP_CHIT_IN_CUP);
  g_autoptr(GArray) drawn = NULL;
  g_autofree char *turn2 = gmp_turn_info_describe_turn_space (state, 2);
  g_autofree char *turn3 = gmp_turn_info_describe_turn_space (state, 3);
  g_autofree char *expected = NULL;

  g_assert_cmpuint (cup->len, ==, 13);
  expected = g_strdup_printf ("%s, %s", board->chits[chit_id (game, "tectonic")].name,
                              board->chits[chit_id (game, "nuclear")].name);
  g_assert_cmpstr (turn2, ==, expected);
  g_assert_null (turn3);

  draw (game, "swarm-1");
  state = gmp_game_get_state (game);
  g_clear_pointer (&cup, g_array_unref);
  cup = gmp_turn_info_chits (state, GMP_CHIT_IN_CUP);
  drawn = gmp_turn_info_chits (state, GMP_CHIT_DRAWN);
  g_assert_cmpuint (cup->len, ==, 12);
  g_assert_cmpuint (drawn->len, ==, 1);
  g_assert_cmpint (g_array_index (drawn, guint, 0), ==, chit_id (game, "swarm-1"));
}

/* Rules note 16: eliminated Swarm units wait on the Time Track */
static void
test_time_track_units (void)
{
  g_autoptr(GmpGame) game = new_game (FALSE);
  g_autoptr(GmpState) state = gmp_state_copy (gmp_game_get_state (game));
  g_autofree char *text = NULL;
  guint moved = 0;

  for (guint i = 0; i < state->units->len && moved < 2; i++)
    {
      GmpUnit *unit = gmp_state_get_unit (state, i);

      if (gmp_state_unit_side (state, i) != GMP_SIDE_SWARM)
        continue;
      unit->place = GMP_PLACE_TIME_TRACK;
      unit->city = GMP_NONE;
      unit->turn = 3;
      moved++;
    }
  text = gmp_turn_info_describe_turn_space (state, 3);
  g_assert_cmpstr (text, ==, "2 Swarm units");
}

/* Rules note 20: an FX in hand, usable in its combat or while a formation moves */
static void
test_fx_in_hand (void)
{
  g_autoptr(GmpGame) game = new_game (TRUE);
  g_autoptr(GmpQuestion) question = NULL;
  g_autoptr(GArray) fx = NULL;
  const GmpFxStatus *wasp;

  draw (game, "wasp");
  question = question_of (game);
  g_assert_cmpint (question->kind, ==, GMP_QUESTION_DRAW_CHIT);
  fx = gmp_turn_info_fx_in_hand (gmp_game_get_state (game), question);
  g_assert_cmpuint (fx->len, ==, 1);
  wasp = &g_array_index (fx, GmpFxStatus, 0);
  g_assert_cmpint (wasp->chit, ==, chit_id (game, "wasp"));
  g_assert_cmpint (wasp->owner, ==, GMP_SIDE_SWARM);
  /* A combat FX cannot be used at a draw, and says when it can */
  g_assert_false (wasp->usable);
  g_assert_nonnull (strstr (wasp->why, "Rules note 20"));
}

/* An FX offered in a combat says what it does, beside its name (Rules
 * note 20): new players do not know Wasp from Drone (issue 16) */
static void
test_answer_details (void)
{
  g_autoptr(GmpGame) game = new_game (TRUE);
  const GmpState *state = gmp_game_get_state (game);
  g_autoptr(GArray) answers = g_array_new (FALSE, FALSE, sizeof (int));
  GmpQuestion question = { GMP_QUESTION_COMBAT_FX, GMP_SIDE_SWARM, 0, answers, GMP_ANSWER_PASS };
  g_autofree char *wasp = NULL;
  g_autofree char *pass = NULL;
  g_autofree char *drawn = NULL;

  wasp = gmp_turn_info_answer_details (state, &question, chit_id (game, "wasp"));
  g_assert_cmpstr (wasp, ==, "In one Combat, roll 1 extra die hitting on 4+. The Swarm fires back "
                             "during a Fort Barrage.");
  pass = gmp_turn_info_answer_details (state, &question, GMP_ANSWER_PASS);
  g_assert_null (pass);
  /* A draw's chit is named, not explained */
  question.kind = GMP_QUESTION_DRAW_CHIT;
  drawn = gmp_turn_info_answer_details (state, &question, chit_id (game, "wasp"));
  g_assert_null (drawn);
}

/* Rules note 45: Tectonic Telekinesis is usable before a draw and in the
 * Swarm's own movement, not while the Humans move */
static void
test_fx_city_when (void)
{
  g_autoptr(GmpGame) game = new_game (TRUE);
  g_autoptr(GmpState) state = gmp_state_copy (gmp_game_get_state (game));
  g_autoptr(GArray) answers = g_array_new (FALSE, FALSE, sizeof (int));
  GmpQuestion question = { 0, };
  int tectonic = chit_id (game, "tectonic");
  struct { GmpQuestionKind kind; const char *formation; gboolean usable; } cases[] = {
    { GMP_QUESTION_DRAW_CHIT, NULL, TRUE },
    { GMP_QUESTION_MOVEMENT, "1", TRUE },
    { GMP_QUESTION_MOVEMENT, "A", FALSE },
  };

  state->phase = GMP_PHASE_ACTION;
  state->chits[tectonic].place = GMP_CHIT_IN_HAND;
  question.answers = answers;
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GArray) fx = NULL;
      const GmpFxStatus *status = NULL;

      question.kind = cases[i].kind;
      state->active_formation = cases[i].formation != NULL
                                ? gmp_board_find_formation (state->board, cases[i].formation)
                                : GMP_NONE;
      fx = gmp_turn_info_fx_in_hand (state, &question);
      for (guint f = 0; f < fx->len; f++)
        if ((int) g_array_index (fx, GmpFxStatus, f).chit == tectonic)
          status = &g_array_index (fx, GmpFxStatus, f);
      g_assert_nonnull (status);
      g_assert_cmpint (status->usable, ==, cases[i].usable);
      g_assert_nonnull (strstr (status->why, "Rules note 45"));
    }
}

static void
test_answer_labels (void)
{
  g_autoptr(GmpGame) game = new_game (FALSE);
  g_autoptr(GmpQuestion) question = question_of (game);
  const GmpState *state = gmp_game_get_state (game);
  g_autofree char *random = gmp_turn_info_answer_label (state, question, GMP_ANSWER_RANDOM);
  g_autofree char *chit = gmp_turn_info_answer_label (state, question, chit_id (game, "drone"));

  g_assert_cmpint (question->kind, ==, GMP_QUESTION_DRAW_CHIT);
  g_assert_cmpstr (random, ==, "Draw for Us");
  g_assert_cmpstr (chit, ==, state->board->chits[chit_id (game, "drone")].name);
  g_assert_true (gmp_turn_info_answer_rolls (question, GMP_ANSWER_RANDOM));
  g_assert_false (gmp_turn_info_answer_rolls (question, chit_id (game, "drone")));
  /* A draw takes no dice */
  g_assert_cmpuint (gmp_turn_info_dice_needed (state, question), ==, 0);
}

/* The log names the rules note behind each entry: a draw (note 1), an activation (note 4) */
static void
test_log_notes (void)
{
  g_autoptr(GmpGame) game = new_game (TRUE);
  const GmpLog *log;
  guint n, notes[GMP_LOG_N_KINDS] = { 0 };

  draw (game, "swarm-2");
  log = gmp_session_get_log (gmp_game_get_session (game));
  n = gmp_log_get_n_entries (log);
  for (guint i = 0; i < n; i++)
    {
      const GmpLogEntry *entry = gmp_log_get_entry (log, i);

      notes[entry->kind] = gmp_turn_info_log_note (entry);
    }
  g_assert_cmpuint (notes[GMP_LOG_CHIT_DRAWN], ==, 1);
  g_assert_cmpuint (notes[GMP_LOG_ACTIVATED], ==, 4);
  g_assert_cmpuint (notes[GMP_LOG_GUARD_PLACED], ==, 3);
  g_assert_cmpuint (notes[GMP_LOG_TURN_BEGINS], ==, 0);
}

/* Accessible names: "Chicago: Fort A, strength 2; 2 × Infantry A, Tank A", the units
 * named as the narration names them (Rules note 19; issue 16) */
static void
test_describe_city (void)
{
  g_autoptr(GmpGame) game = new_game (FALSE);
  g_autoptr(GmpState) state = gmp_state_copy (gmp_game_get_state (game));
  int chicago = gmp_board_find_city (state->board, "CHI");
  int fort = gmp_board_fort_at (state->board, (guint) chicago);
  g_autofree char *text = NULL;
  g_autofree char *destroyed = NULL;
  g_autofree char *expected = NULL;

  g_assert_cmpint (fort, >=, 0);
  text = gmp_turn_info_describe_city (state, (guint) chicago);
  expected = g_strdup_printf ("Chicago: Fort A, strength %u; 2 × Infantry A, Tank A",
                              state->board->forts[fort].strength);
  g_assert_cmpstr (text, ==, expected);

  state->fort_strength[fort] = 0;
  destroyed = gmp_turn_info_describe_city (state, (guint) chicago);
  g_assert_true (g_str_has_prefix (destroyed, "Chicago: Fort A, destroyed; 2 × Infantry A"));
}

/* Plays the Swarm's formation 1 from Minneapolis into Chicago, up to the
 * combat there (Rules notes 4, 8, 17) */
static void
play_to_combat (GmpGame *game)
{
  const GmpState *state;
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpQuestion) question = NULL;
  int msp, chi;
  guint ids[16];
  guint n;

  draw (game, "swarm-1");
  state = gmp_game_get_state (game);
  msp = gmp_board_find_city (state->board, "MSP");
  chi = gmp_board_find_city (state->board, "CHI");
  n = gmp_state_units_in_city (state, (guint) msp, GMP_SIDE_SWARM, ids, G_N_ELEMENTS (ids));
  g_assert_cmpuint (n, >, 0);
  g_assert_cmpint (gmp_session_move (gmp_game_get_session (game), ids, n, NULL, 0, chi, &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_true (gmp_game_answer (game, GMP_ANSWER_DONE, NULL, &error));
  g_assert_no_error (error);

  /* Answers until the dice: the combat in Chicago, no FX, no Fort option */
  for (question = question_of (game); question->kind != GMP_QUESTION_COMBAT_DICE;
       question = question_of (game))
    {
      int answer = g_array_index (question->answers, int, 0);

      if (question->kind == GMP_QUESTION_COMBAT)
        answer = chi;
      else if (gmp_question_allows (question, GMP_ANSWER_PASS))
        answer = GMP_ANSWER_PASS;
      g_assert_true (gmp_turn_info_is_combat_question (question->kind)
                     || question->kind == GMP_QUESTION_COMBAT);
      g_assert_true (gmp_game_answer (game, answer, NULL, &error));
      g_assert_no_error (error);
      gmp_question_free (g_steal_pointer (&question));
    }
}

/* Rules note 27: the dice the players roll, in counter order, as the combat lists them */
static void
test_combat_dice (void)
{
  g_autoptr(GmpGame) game = new_game (TRUE);
  g_autoptr(GmpQuestion) question = NULL;
  g_autoptr(GmpCombat) combat = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) dice = g_string_new (NULL);
  const GmpState *state;
  guint needed, counted = 0;

  play_to_combat (game);
  state = gmp_game_get_state (game);
  question = question_of (game);
  g_assert_cmpint (question->kind, ==, GMP_QUESTION_COMBAT_DICE);
  g_assert_true (gmp_turn_info_is_combat_question (question->kind));

  combat = gmp_turn_info_combat_new (state);
  g_assert_nonnull (combat);
  g_assert_cmpint (combat->city, ==, gmp_board_find_city (state->board, "CHI"));
  g_assert_cmpint (combat->acting, ==, GMP_SIDE_SWARM);
  /* The Fort fights (Rules note 17) */
  g_assert_cmpint (combat->fort, >=, 0);
  for (guint i = 0; i < combat->combatants->len; i++)
    counted += g_array_index (combat->combatants, GmpCombatant, i).n_dice;
  needed = gmp_turn_info_dice_needed (state, question);
  g_assert_cmpuint (needed, ==, counted);

  /* Too few dice are refused and change nothing */
  g_assert_false (gmp_game_answer (game, GMP_ANSWER_RANDOM, "6", &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_DICE);
  g_clear_error (&error);
  g_assert_true (gmp_state_equal (state, gmp_game_get_state (game)));

  /* The players' dice: the app's own dice come back afterwards */
  for (guint i = 0; i < needed; i++)
    g_string_append_c (dice, '4');
  g_assert_true (gmp_game_answer (game, GMP_ANSWER_RANDOM, dice->str, &error));
  g_assert_no_error (error);
  g_assert_false (gmp_dice_is_scripted (gmp_session_get_dice (gmp_game_get_session (game))));
  g_assert_true (gmp_game_get_state (game)->combat_rolled
                 || gmp_game_get_state (game)->combat_city < 0);
}

/* Rules note 18: the Fort's options are asked as its formation activates;
 * each what-if variant stands for one of the answers offered */
static void
test_fort_options (void)
{
  g_autoptr(GmpGame) game = new_game (FALSE);
  g_autoptr(GmpQuestion) question = NULL;
  g_autoptr(GmpQuestion) after = NULL;
  g_autoptr(GPtrArray) variants = NULL;
  g_autoptr(GError) error = NULL;
  const GmpState *state = gmp_game_get_state (game);
  int msp = gmp_board_find_city (state->board, "MSP");
  gboolean sortie_seen = FALSE;

  question = question_of (game);
  g_assert_false (gmp_turn_info_fort_options_pending (state, question));
  gmp_question_free (g_steal_pointer (&question));

  draw (game, "human-a");
  state = gmp_game_get_state (game);
  question = question_of (game);
  g_assert_cmpint (question->kind, ==, GMP_QUESTION_FORT_OPTION);
  g_assert_true (gmp_turn_info_fort_options_pending (state, question));
  /* Asked as the formation activates: no combat is under way yet */
  g_assert_false (gmp_turn_info_combat_under_way (state, question));

  variants = gmp_odds_what_if_fort (state, (guint) question->subject, GMP_NONE, &error);
  g_assert_no_error (error);
  g_assert_nonnull (variants);
  for (guint i = 0; i < variants->len; i++)
    {
      const GmpOddsVariant *variant = g_ptr_array_index (variants, i);
      int answer = gmp_turn_info_fort_variant_answer (variant);

      if (variant->option == GMP_FORT_OPTION_SORTIE)
        {
          g_assert_cmpint (answer, ==, GMP_ANSWER_SORTIE (variant->city));
          sortie_seen |= (int) variant->city == msp;
        }
      else
        g_assert_cmpint (answer, ==, (int) variant->option);
      /* Withdrawal alone leads to no combat */
      g_assert_true ((variant->odds == NULL) == (variant->option == GMP_FORT_OPTION_WITHDRAWAL));
    }
  g_assert_true (sortie_seen);
  g_assert_true (gmp_question_allows (question, GMP_ANSWER_SORTIE (msp)));

  g_assert_true (gmp_game_answer (game, GMP_ANSWER_PASS, NULL, &error));
  g_assert_no_error (error);
  after = question_of (game);
  g_assert_false (gmp_turn_info_fort_options_pending (gmp_game_get_state (game), after));
}

/* Rules note 3: the players roll the National Guard table with their own
 * dice; too few or too many dice are refused */
static void
test_setup_dice (void)
{
  g_autoptr(GmpBoard) board = NULL;
  g_autoptr(GmpSession) probe = NULL;
  g_autoptr(GmpGame) game = NULL;
  g_autoptr(GmpGame) refused = NULL;
  g_autoptr(GString) dice = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  guint8 values[64];
  gsize needed;

  /* How many of these dice the table takes, rolls again included */
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    values[i] = (guint8) (1 + (i * 5 + i / 3) % 6);
  board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_assert_no_error (error);
  probe = gmp_session_new_game (board, gmp_dice_new_scripted (values, G_N_ELEMENTS (values)),
                                GMP_SETUP_GUARDS_UNKNOWN, &error);
  g_assert_no_error (error);
  needed = G_N_ELEMENTS (values) - gmp_dice_remaining (gmp_session_get_dice (probe));
  g_assert_cmpuint (needed, >=, 2 * board->rules.guard_rolls);

  for (gsize i = 0; i < needed; i++)
    g_string_append_printf (dice, "%u ", values[i]);
  game = gmp_game_new_with_setup_dice (dice->str, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_true (gmp_game_get_players_dice (game));
  g_assert_true (gmp_state_equal (gmp_game_get_state (game), gmp_session_get_state (probe)));
  /* The setup's dice are spent: the app's own dice are there for later */
  g_assert_false (gmp_dice_is_scripted (gmp_session_get_dice (gmp_game_get_session (game))));

  /* One die short */
  g_string_truncate (dice, 2 * (needed - 1));
  refused = gmp_game_new_with_setup_dice (dice->str, &error);
  g_assert_null (refused);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_DICE);
  g_clear_error (&error);

  /* Two dice too many */
  g_string_truncate (dice, 0);
  for (gsize i = 0; i < needed + 2; i++)
    g_string_append_printf (dice, "%u ", values[i]);
  refused = gmp_game_new_with_setup_dice (dice->str, &error);
  g_assert_null (refused);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_DICE);
  g_assert_nonnull (strstr (error->message, "2 dice more"));
}

/* Rules note 9: face to face, the Guards stay unknown until flipped */
static void
test_players_dice_game (void)
{
  g_autoptr(GmpGame) players = new_game (TRUE);
  g_autoptr(GmpGame) app = new_game (FALSE);
  const GmpState *state = gmp_game_get_state (players);
  guint unknown = 0;

  g_assert_true (gmp_game_get_players_dice (players));
  g_assert_false (gmp_game_get_players_dice (app));
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

      if (state->board->unit_types[unit->type].guard)
        {
          g_assert_cmpint (unit->guard_value, ==, GMP_GUARD_UNKNOWN);
          unknown++;
        }
    }
  g_assert_cmpuint (unknown, ==, state->board->rules.guard_rolls);

  gmp_game_set_players_dice (app, TRUE);
  g_assert_true (gmp_game_get_players_dice (app));
}

static guint
n_unsaved (void)
{
  g_autoptr(GPtrArray) entries = gmp_recovery_list ();

  return entries->len;
}

/* Each game's autosave holds it with its history, written after each
 * action, in a file of its own; a game held here is not offered back */
static void
test_autosave (void)
{
  g_autoptr(GmpGame) game = new_game (TRUE);
  g_autoptr(GmpGame) other = new_game (FALSE);
  g_autoptr(GmpGame) restored = NULL;
  g_autoptr(GmpState) state = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *other_path = NULL;
  g_autofree char *title = NULL;
  g_autofree char *other_title = NULL;
  g_autoptr(GPtrArray) entries = NULL;

  gmp_recovery_discard_unheld ();
  g_assert_cmpuint (n_unsaved (), ==, 0);
  g_assert_null (gmp_recovery_get_path (game));
  draw (game, "human-b");
  g_assert_true (gmp_recovery_write (game, &error));
  g_assert_no_error (error);
  g_assert_true (gmp_recovery_write (other, &error));
  g_assert_no_error (error);
  path = g_strdup (gmp_recovery_get_path (game));
  other_path = g_strdup (gmp_recovery_get_path (other));
  g_assert_nonnull (path);
  g_assert_cmpstr (path, !=, other_path);
  /* Written again to the same file */
  g_assert_true (gmp_recovery_write (game, &error));
  g_assert_cmpstr (gmp_recovery_get_path (game), ==, path);
  g_assert_cmpuint (n_unsaved (), ==, 0);

  /* Gone without a word (a crash): both stay, titled as their windows were */
  state = gmp_state_copy (gmp_game_get_state (game));
  title = g_strdup (gmp_game_get_title (game));
  other_title = g_strdup (gmp_game_get_title (other));
  g_clear_object (&game);
  g_clear_object (&other);
  entries = gmp_recovery_list ();
  g_assert_cmpuint (entries->len, ==, 2);
  for (guint i = 0; i < entries->len; i++)
    {
      const GmpRecoveryEntry *entry = g_ptr_array_index (entries, i);

      g_assert_cmpstr (entry->title, ==, g_strcmp0 (entry->path, path) == 0 ? title : other_title);
      g_assert_nonnull (entry->written);
    }

  restored = gmp_recovery_restore (path, &error);
  g_assert_no_error (error);
  g_assert_true (gmp_state_equal (gmp_game_get_state (restored), state));
  g_assert_true (gmp_game_get_modified (restored));
  g_assert_null (gmp_game_get_file (restored));
  g_assert_true (gmp_game_get_players_dice (restored));
  g_assert_cmpstr (gmp_recovery_get_path (restored), ==, path);
  g_assert_cmpuint (n_unsaved (), ==, 1);
  /* Not twice */
  g_assert_null (gmp_recovery_restore (path, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);

  /* Saved or discarded on purpose: removed */
  gmp_recovery_discard (restored);
  g_assert_null (gmp_recovery_get_path (restored));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  gmp_recovery_discard_unheld ();
  g_assert_false (g_file_test (other_path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (n_unsaved (), ==, 0);
}

/* Plays the combat in Chicago with the players' dice all showing face, up to
 * the first Hit allocation asked; FALSE if the combat ends without one. */
static gboolean
play_to_allocation (GmpGame *game,
                    char     face)
{
  g_autoptr(GError) error = NULL;

  play_to_combat (game);
  for (guint steps = 0; steps < 16; steps++)
    {
      g_autoptr(GmpQuestion) question = question_of (game);
      g_autofree char *dice = NULL;

      if (question->kind == GMP_QUESTION_ALLOCATION)
        return TRUE;
      if (question->kind != GMP_QUESTION_COMBAT_DICE)
        return FALSE;
      dice = g_strnfill (gmp_turn_info_dice_needed (gmp_game_get_state (game), question), face);
      g_assert_true (gmp_game_answer (game, GMP_ANSWER_RANDOM, dice, &error));
      g_assert_no_error (error);
    }
  return FALSE;
}

/* Rules note 12: Hits given by clicking units find the allocation they make;
 * the picker starts from the one that keeps the most units */
static void
test_hit_picker (void)
{
  g_autoptr(GmpGame) game = new_game (TRUE);
  g_autoptr(GmpQuestion) question = NULL;
  g_autoptr(GmpHitPicker) picker = NULL;
  g_autoptr(GError) error = NULL;
  const GmpState *state;
  guint wanted[GMP_COMBAT_MAX_UNITS];
  int answer = GMP_NONE;
  guint full = G_MAXUINT;

  g_assert_true (play_to_allocation (game, '6'));
  state = gmp_game_get_state (game);
  question = question_of (game);
  g_assert_null (gmp_hit_picker_new (state, &(GmpQuestion) { .kind = GMP_QUESTION_COMBAT_DICE,
                                                             .answers = question->answers }));
  picker = gmp_hit_picker_new (state, question);
  g_assert_nonnull (picker);
  g_assert_cmpint (gmp_hit_picker_get_side (picker), ==, question->side);
  g_assert_cmpuint (gmp_hit_picker_get_n_units (picker), >, 0);
  g_assert_cmpuint (gmp_hit_picker_get_needed (picker), >, 0);

  /* The default is pre-selected, complete, and answers as suggested */
  g_assert_cmpuint (gmp_hit_picker_get_placed (picker), ==, gmp_hit_picker_get_needed (picker));
  g_assert_true (gmp_hit_picker_get_answer (picker, &answer, &error));
  g_assert_no_error (error);
  g_assert_cmpint (answer, ==, question->suggested);

  /* Units are named as their counters are, never by the app's own number
   * ("Infantry A", not "Infantry (A) #12", issue 16): on the Hit buttons
   * and in the answers' words */
  for (guint i = 0; i < gmp_hit_picker_get_n_units (picker); i++)
    {
      g_autofree char *text = gmp_hit_picker_describe_unit (picker, i);

      g_assert_null (strchr (text, '#'));
      g_assert_true (g_str_has_prefix (text, "Ant ") || g_str_has_prefix (text, "Spider ")
                     || g_str_has_prefix (text, "Worm ") || g_str_has_prefix (text, "Infantry ")
                     || g_str_has_prefix (text, "Tank ") || g_str_has_prefix (text, "National Guard"));
    }
  for (guint a = 0; a < question->answers->len; a++)
    {
      g_autofree char *label = gmp_turn_info_answer_label (state, question,
                                                           g_array_index (question->answers, int, a));

      g_assert_null (strchr (label, '#'));
    }

  /* Every allocation the question offers is found again from its Hits */
  for (guint a = 0; a < question->answers->len; a++)
    {
      int listed = g_array_index (question->answers, int, a);

      g_assert_true (gmp_hit_picker_set_allocation (picker, listed));
      g_assert_true (gmp_hit_picker_get_answer (picker, &answer, &error));
      g_assert_no_error (error);
      g_assert_cmpint (answer, ==, listed);
    }

  /* The last one again, click by click from nothing */
  for (guint i = 0; i < gmp_hit_picker_get_n_units (picker); i++)
    wanted[i] = gmp_hit_picker_get_hits (picker, i);
  gmp_hit_picker_clear (picker);
  g_assert_cmpuint (gmp_hit_picker_get_placed (picker), ==, 0);
  g_assert_false (gmp_hit_picker_get_answer (picker, &answer, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "12"));
  g_clear_error (&error);
  for (guint i = 0; i < gmp_hit_picker_get_n_units (picker); i++)
    {
      for (guint h = 0; h < wanted[i]; h++)
        gmp_hit_picker_click (picker, i);
      g_assert_cmpuint (gmp_hit_picker_get_hits (picker, i), ==, wanted[i]);
      if (wanted[i] > 0 && wanted[i] == gmp_hit_picker_get_capacity (picker, i))
        full = i;
    }
  g_assert_true (gmp_hit_picker_get_answer (picker, &answer, &error));
  g_assert_no_error (error);
  g_assert_cmpint (answer, ==, g_array_index (question->answers, int,
                                              question->answers->len - 1));

  /* A unit that has taken all it can absorb gives its Hits back on a click */
  if (full != G_MAXUINT)
    {
      g_autofree char *text = NULL;

      gmp_hit_picker_click (picker, full);
      g_assert_cmpuint (gmp_hit_picker_get_hits (picker, full), ==, 0);
      text = gmp_hit_picker_describe_unit (picker, full);
      g_assert_nonnull (strstr (text, "no Hit"));
    }
  /* No more Hits than the units must take */
  for (guint i = 0; i < gmp_hit_picker_get_n_units (picker); i++)
    for (guint k = 0; k < 2; k++)
      if (gmp_hit_picker_get_hits (picker, i) < gmp_hit_picker_get_capacity (picker, i))
        gmp_hit_picker_click (picker, i);
  g_assert_cmpuint (gmp_hit_picker_get_placed (picker), <=, gmp_hit_picker_get_needed (picker));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/model/turn-info/phase-marks", test_phase_marks);
  g_test_add_func ("/model/turn-info/cup-and-time-track/notes-1-2", test_cup_and_time_track);
  g_test_add_func ("/model/turn-info/time-track-units/note-16", test_time_track_units);
  g_test_add_func ("/model/turn-info/fx-in-hand/note-20", test_fx_in_hand);
  g_test_add_func ("/model/turn-info/answer-details", test_answer_details);
  g_test_add_func ("/model/turn-info/fx-city-when/note-45", test_fx_city_when);
  g_test_add_func ("/model/turn-info/answer-labels", test_answer_labels);
  g_test_add_func ("/model/turn-info/log-notes", test_log_notes);
  g_test_add_func ("/model/turn-info/describe-city/note-19", test_describe_city);
  g_test_add_func ("/model/turn-info/combat-dice/note-27", test_combat_dice);
  g_test_add_func ("/model/turn-info/hit-picker/note-12", test_hit_picker);
  g_test_add_func ("/model/turn-info/fort-options/note-18", test_fort_options);
  g_test_add_func ("/model/game/players-dice/note-9", test_players_dice_game);
  g_test_add_func ("/model/game/setup-dice/note-3", test_setup_dice);
  g_test_add_func ("/model/game/autosave", test_autosave);

  return g_test_run ();
}
