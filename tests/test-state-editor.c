/* test-state-editor.c: the scenario editor's state page and details dialog
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each widget is driven as a user would (a spin button stepped, a combo
 * item picked, a switch's row activated, a button clicked) and the change is
 * read back through the session; undo takes each back in one step. Under
 * Xvfb.
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "core/gmp-i18n.h"

#include "gmp-metadata-dialog.h"
#include "gmp-state-editor.h"
#include "lang-check.h"
#include "ui-util.h"
#include "test-util.h"

typedef struct {
  GmpGame        *game;
  GtkWindow      *window;
  GmpStateEditor *editor;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (2050);
  g_autoptr(GError) error = NULL;

  fixture->game = gmp_game_new_default (dice, &error);
  g_assert_no_error (error);
  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 360, 900);
  fixture->editor = GMP_STATE_EDITOR (gmp_state_editor_new ());
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->editor));
  gmp_state_editor_set_game (fixture->editor, fixture->game);
  gtk_window_present (fixture->window);
  spin ();
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  g_clear_object (&fixture->game);
  spin ();
}

static GtkWidget *
get_named (Fixture    *fixture,
           const char *name)
{
  GtkWidget *widget = ui_find_named (GTK_WIDGET (fixture->editor), name);

  if (widget == NULL)
    g_error ("No widget named “%s”", name);
  return widget;
}

/* The row holding widget (its activatable widget's row) */
static AdwActionRow *
row_of (GtkWidget *widget)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW);

  g_assert_nonnull (row);
  return ADW_ACTION_ROW (row);
}

static const GmpState *
session_state (Fixture *fixture)
{
  return gmp_session_get_state (gmp_game_get_session (fixture->game));
}

static const GmpScenario *
session_scenario (Fixture *fixture)
{
  return gmp_session_get_scenario (gmp_game_get_session (fixture->game));
}

static guint
n_done (Fixture *fixture)
{
  return gmp_session_get_n_done (gmp_game_get_session (fixture->game));
}

/* Undoes the last action; the state is before's again */
static void
undo_to (Fixture        *fixture,
         const GmpState *before)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (gmp_game_undo (fixture->game, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (gmp_state_equal (session_state (fixture), before));
}

/* Picks the item of a combo row whose text is text */
static void
pick (AdwComboRow *row,
      const char  *text)
{
  GListModel *model = adw_combo_row_get_model (row);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i), text) == 0)
      {
        adw_combo_row_set_selected (row, i);
        spin ();
        return;
      }
  g_error ("No item “%s”", text);
}

static int
chit_index (Fixture    *fixture,
            const char *id)
{
  int chit = gmp_board_find_chit (gmp_game_get_board (fixture->game), id);

  g_assert_cmpint (chit, >=, 0);
  return chit;
}

/* The turn spin button and the phase list: one SET_TURN each */
static void
test_turn_and_phase (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GmpState) before = gmp_state_copy (session_state (fixture));
  GtkSpinButton *turn = GTK_SPIN_BUTTON (get_named (fixture, "turn-spin"));
  AdwComboRow *phase = ADW_COMBO_ROW (get_named (fixture, "phase-row"));
  guint done = n_done (fixture);
  g_autoptr(GmpState) after_turn = NULL;

  g_assert_cmpint (gtk_spin_button_get_value_as_int (turn), ==, before->turn);
  gtk_spin_button_spin (turn, GTK_SPIN_STEP_FORWARD, 1);
  spin ();
  g_assert_cmpuint (session_state (fixture)->turn, ==, before->turn + 1);
  g_assert_cmpint (session_state (fixture)->phase, ==, before->phase);
  g_assert_cmpuint (n_done (fixture), ==, done + 1);
  g_assert_cmpint (gmp_session_get_action (gmp_game_get_session (fixture->game), done)->kind, ==,
                   GMP_ACTION_SET_TURN);

  after_turn = gmp_state_copy (session_state (fixture));
  pick (phase, gmp_phase_get_name (GMP_PHASE_FADE_OUT));
  g_assert_cmpint (session_state (fixture)->phase, ==, GMP_PHASE_FADE_OUT);
  g_assert_cmpuint (session_state (fixture)->turn, ==, before->turn + 1);
  g_assert_cmpuint (n_done (fixture), ==, done + 2);

  /* Undo puts the widgets back too */
  undo_to (fixture, after_turn);
  g_assert_cmpuint (adw_combo_row_get_selected (phase), ==,
                    before->phase - GMP_PHASE_SETUP);
  undo_to (fixture, before);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (turn), ==, before->turn);

  /* Past the last turn of the board's track there is nothing to pick */
  gtk_spin_button_set_value (turn, 99);
  spin ();
  g_assert_cmpuint (session_state (fixture)->turn, ==,
                    gmp_game_get_board (fixture->game)->rules.turns);
}

/* The Danger marker's space, counted from 1 for people */
static void
test_danger (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(GmpState) before = gmp_state_copy (session_state (fixture));
  GtkSpinButton *space = GTK_SPIN_BUTTON (get_named (fixture, "danger-spin"));
  AdwActionRow *row = row_of (GTK_WIDGET (space));
  const GmpBoard *board = gmp_game_get_board (fixture->game);
  g_autofree char *roll = NULL;

  g_assert_cmpuint (before->danger_space, ==, 0);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (space), ==, 1);
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "No die symbols: no roll");

  gtk_spin_button_set_value (space, 5);
  spin ();
  g_assert_cmpuint (session_state (fixture)->danger_space, ==, 4);
  roll = g_strdup_printf ("Roll For Danger: %u or more on two dice loses", board->danger[4]);
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, roll);

  undo_to (fixture, before);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (space), ==, 1);
}

/* The National Guard rule's switch, toggled by activating its row */
static void
test_guard_rule (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(GmpState) before = gmp_state_copy (session_state (fixture));
  GtkSwitch *toggle = GTK_SWITCH (get_named (fixture, "guard-rule-switch"));
  gboolean rule = session_scenario (fixture)->roll_guards_at_start;

  g_assert_cmpint (gtk_switch_get_active (toggle), ==, rule);
  adw_action_row_activate (row_of (GTK_WIDGET (toggle)));
  spin ();
  g_assert_cmpint (session_scenario (fixture)->roll_guards_at_start, ==, !rule);
  g_assert_true (gmp_state_equal (session_state (fixture), before));

  g_assert_true (gmp_game_undo (fixture->game, NULL, NULL));
  g_assert_cmpint (session_scenario (fixture)->roll_guards_at_start, ==, rule);
  g_assert_cmpint (gtk_switch_get_active (toggle), ==, rule);
}

/* A chit moved to the Time Track and its turn set; the Time Track list by
 * turn follows */
static void
test_chit_time_track (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GmpState) before = gmp_state_copy (session_state (fixture));
  g_autoptr(GmpState) on_track = NULL;
  int wasp = chit_index (fixture, "wasp");
  AdwComboRow *place = ADW_COMBO_ROW (get_named (fixture, "chit-place-wasp"));
  GtkSpinButton *turn = GTK_SPIN_BUTTON (get_named (fixture, "chit-turn-wasp"));
  const GmpChitState *state;
  AdwActionRow *row;

  g_assert_cmpint (before->chits[wasp].place, ==, GMP_CHIT_IN_CUP);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (row_of (GTK_WIDGET (turn)))));
  /* The turn-2 chits are listed on the Time Track from the start (Rules note 2) */
  row = ADW_ACTION_ROW (get_named (fixture, "time-track-2"));
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "Tectonic Telekinesis, Nuclear");
  g_assert_null (ui_find_named (GTK_WIDGET (fixture->editor), "time-track-7"));

  pick (place, "On the Time Track");
  state = &session_state (fixture)->chits[wasp];
  g_assert_cmpint (state->place, ==, GMP_CHIT_ON_TIME_TRACK);
  g_assert_cmpuint (state->turn, ==, MIN (before->turn + 1, 10));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (row_of (GTK_WIDGET (turn)))));
  on_track = gmp_state_copy (session_state (fixture));

  gtk_spin_button_set_value (turn, 7);
  spin ();
  state = &session_state (fixture)->chits[wasp];
  g_assert_cmpint (state->place, ==, GMP_CHIT_ON_TIME_TRACK);
  g_assert_cmpuint (state->turn, ==, 7);
  row = ADW_ACTION_ROW (get_named (fixture, "time-track-7"));
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "Wasp");

  undo_to (fixture, on_track);
  undo_to (fixture, before);
  g_assert_null (ui_find_named (GTK_WIDGET (fixture->editor), "time-track-7"));
  g_assert_cmpuint (adw_combo_row_get_selected (place), ==, 0);

  /* Out of the game, then back */
  pick (place, "Out of the game");
  g_assert_cmpint (session_state (fixture)->chits[wasp].place, ==, GMP_CHIT_REMOVED);
  undo_to (fixture, before);
}

/* Only the places a chit's kind can be in are offered */
static void
test_chit_places (Fixture       *fixture,
                  gconstpointer  data)
{
  GListModel *fx = adw_combo_row_get_model (ADW_COMBO_ROW (get_named (fixture,
                                                                      "chit-place-drone")));
  GListModel *activation = adw_combo_row_get_model (ADW_COMBO_ROW (get_named (fixture,
                                                                              "chit-place-human-a")));
  GListModel *allied = adw_combo_row_get_model (ADW_COMBO_ROW (get_named (fixture,
                                                                          "chit-place-french")));
  GListModel *end = adw_combo_row_get_model (ADW_COMBO_ROW (get_named (fixture,
                                                                       "chit-place-end-1")));
  AdwComboRow *held = ADW_COMBO_ROW (get_named (fixture, "chit-place-human-a"));
  g_autoptr(GmpState) before = gmp_state_copy (session_state (fixture));

  g_assert_cmpuint (g_list_model_get_n_items (fx), ==, 6);
  g_assert_cmpuint (g_list_model_get_n_items (activation), ==, 5);
  g_assert_cmpuint (g_list_model_get_n_items (allied), ==, 6);
  g_assert_cmpuint (g_list_model_get_n_items (end), ==, 4);

  pick (held, "Held for the next turn (Rules note 5)");
  g_assert_cmpint (session_state (fixture)->chits[chit_index (fixture, "human-a")].place, ==,
                   GMP_CHIT_HELD);
  undo_to (fixture, before);
}

/* The FX in hand, per side: a switch per FX of the side */
static void
test_fx_in_hand (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(GmpState) before = gmp_state_copy (session_state (fixture));
  int drone = chit_index (fixture, "drone");
  GtkSwitch *toggle = GTK_SWITCH (get_named (fixture, "fx-drone"));
  AdwExpanderRow *humans = ADW_EXPANDER_ROW (gtk_widget_get_ancestor (GTK_WIDGET (toggle),
                                                                      ADW_TYPE_EXPANDER_ROW));
  AdwComboRow *place = ADW_COMBO_ROW (get_named (fixture, "chit-place-drone"));

  g_assert_nonnull (humans);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (humans)), ==, "Humans");
  g_assert_cmpstr (adw_expander_row_get_subtitle (humans), ==, "No FX in hand.");
  /* Each side's own FX only */
  g_assert_null (ui_find_named (GTK_WIDGET (humans), "fx-wasp"));

  adw_action_row_activate (row_of (GTK_WIDGET (toggle)));
  spin ();
  g_assert_cmpint (session_state (fixture)->chits[drone].place, ==, GMP_CHIT_IN_HAND);
  g_assert_cmpstr (adw_expander_row_get_subtitle (humans), ==, "Drone");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (place)),
                                               adw_combo_row_get_selected (place)),
                   ==, "In its owner’s hand (Rules note 20)");

  /* Out of the hand, back to the cup */
  gtk_switch_set_active (toggle, FALSE);
  spin ();
  g_assert_cmpint (session_state (fixture)->chits[drone].place, ==, GMP_CHIT_IN_CUP);
  g_assert_true (gmp_game_undo (fixture->game, NULL, NULL));
  g_assert_true (gtk_switch_get_active (toggle));
  undo_to (fixture, before);
  g_assert_false (gtk_switch_get_active (toggle));
}

/* A unit set aside goes on the Time Track at a turn; the list by turn shows it */
static void
test_unit_time_track (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GmpState) before = gmp_state_copy (session_state (fixture));
  g_autoptr(GmpState) on_track = NULL;
  g_autofree char *place_name = NULL;
  g_autofree char *turn_name = NULL;
  AdwComboRow *place;
  GtkSpinButton *turn;
  const GmpUnit *unit;
  AdwActionRow *row;
  guint id;

  for (id = 0; id < gmp_state_n_units (before); id++)
    if (g_array_index (before->units, GmpUnit, id).place == GMP_PLACE_RESERVE)
      break;
  g_assert_cmpuint (id, <, gmp_state_n_units (before));
  place_name = g_strdup_printf ("unit-place-%u", id);
  turn_name = g_strdup_printf ("unit-turn-%u", id);
  place = ADW_COMBO_ROW (get_named (fixture, place_name));
  turn = GTK_SPIN_BUTTON (get_named (fixture, turn_name));

  pick (place, "On the Time Track");
  unit = &g_array_index (session_state (fixture)->units, GmpUnit, id);
  g_assert_cmpint (unit->place, ==, GMP_PLACE_TIME_TRACK);
  g_assert_cmpint (unit->city, ==, GMP_NONE);
  on_track = gmp_state_copy (session_state (fixture));

  /* The same rows go on showing the unit: the one being edited stays put */
  g_assert_true (ADW_COMBO_ROW (get_named (fixture, place_name)) == place);
  gtk_spin_button_set_value (turn, 9);
  spin ();
  unit = &g_array_index (session_state (fixture)->units, GmpUnit, id);
  g_assert_cmpuint (unit->turn, ==, 9);
  row = ADW_ACTION_ROW (get_named (fixture, "time-track-9"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (row), "("));

  undo_to (fixture, on_track);
  undo_to (fixture, before);
  g_assert_null (ui_find_named (GTK_WIDGET (fixture->editor), "time-track-9"));
}

/* A change made elsewhere (the map, the command line) shows at once; a new
 * game replaces what the editor follows */
static void
test_follows_game (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkSpinButton *turn = GTK_SPIN_BUTTON (get_named (fixture, "turn-spin"));
  g_autoptr(GmpAction) action = gmp_action_new (GMP_ACTION_SET_TURN);
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (7);
  g_autoptr(GmpGame) other = gmp_game_new_default (dice, NULL);
  g_autoptr(GError) error = NULL;
  guint done;

  action->turn = 6;
  action->place = GMP_PHASE_FADE_IN;
  g_assert_true (gmp_game_apply (fixture->game, action, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (turn), ==, 6);

  /* Following another game: the first one's changes no longer show, and
   * the editor's changes go to the new game */
  gmp_state_editor_set_game (fixture->editor, other);
  g_assert_true (gmp_state_editor_get_game (fixture->editor) == other);
  turn = GTK_SPIN_BUTTON (get_named (fixture, "turn-spin"));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (turn), ==,
                   gmp_game_get_state (other)->turn);
  done = n_done (fixture);
  gtk_spin_button_set_value (turn, 8);
  spin ();
  g_assert_cmpuint (gmp_game_get_state (other)->turn, ==, 8);
  g_assert_cmpuint (n_done (fixture), ==, done);
  g_assert_true (gmp_game_undo (fixture->game, NULL, NULL));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (turn), ==, 8);

  gmp_state_editor_set_game (fixture->editor, NULL);
  g_assert_null (ui_find_named (GTK_WIDGET (fixture->editor), "turn-spin"));
}

/* A refused edit leaves the game alone, says why and puts the widget back */
static void
test_refused (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(GmpState) before = gmp_state_copy (session_state (fixture));
  GtkSpinButton *turn = GTK_SPIN_BUTTON (get_named (fixture, "turn-spin"));
  guint done = n_done (fixture);

  /* A combat under way: a new turn must wait (gmp-edit.c) */
  if (session_state (fixture)->combat_city < 0 && !session_state (fixture)->move_pending)
    {
      GmpState *state = (GmpState *) gmp_game_get_state (fixture->game);

      state->move_pending = TRUE;
      g_test_expect_message ("Gmp-Ui", G_LOG_LEVEL_MESSAGE, "Finish the move or the Combat*");
      gtk_spin_button_spin (turn, GTK_SPIN_STEP_FORWARD, 1);
      spin ();
      g_test_assert_expected_messages ();
      g_assert_cmpuint (n_done (fixture), ==, done);
      g_assert_cmpint (gtk_spin_button_get_value_as_int (turn), ==, before->turn);
      state->move_pending = FALSE;
    }
  g_assert_true (gmp_state_equal (session_state (fixture), before));
}

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WINDOW (window);
    }
  return NULL;
}

static GtkWindow *
open_metadata (Fixture *fixture)
{
  GtkWindow *dialog;

  gmp_metadata_dialog_present (fixture->window, fixture->game);
  spin ();
  dialog = find_toplevel (GMP_TYPE_METADATA_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_modal (dialog));
  g_assert_true (gtk_window_get_transient_for (dialog) == fixture->window);
  return dialog;
}

static void
set_description (GtkWindow  *dialog,
                 const char *text)
{
  GtkWidget *view = ui_find_named (GTK_WIDGET (dialog), "description-view");

  g_assert_nonnull (view);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), text, -1);
}

static void
click (GtkWindow  *dialog,
       const char *name)
{
  GtkWidget *button = ui_find_named (GTK_WIDGET (dialog), name);

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  spin ();
}

/* Title, author and a description of several lines in one undo step */
static void
test_metadata_apply (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autofree char *title = g_strdup (session_scenario (fixture)->title);
  g_autofree char *author = g_strdup (session_scenario (fixture)->author);
  g_autofree char *description = g_strdup (session_scenario (fixture)->description);
  g_autofree char *language = g_strdup (session_scenario (fixture)->language);
  GtkWindow *dialog = open_metadata (fixture);
  AdwComboRow *language_row = ADW_COMBO_ROW (ui_find_named (GTK_WIDGET (dialog), "language-row"));
  AdwActionRow *board = ADW_ACTION_ROW (ui_find_named (GTK_WIDGET (dialog), "board-row"));
  guint done = n_done (fixture);
  const GmpScenario *scenario;

  g_assert_cmpstr (adw_action_row_get_subtitle (board), ==, GMP_DEFAULT_BOARD_ID);
  gtk_editable_set_text (GTK_EDITABLE (ui_find_named (GTK_WIDGET (dialog), "title-row")),
                         "  Last Stand at Washington ");
  gtk_editable_set_text (GTK_EDITABLE (ui_find_named (GTK_WIDGET (dialog), "author-row")), "Ana");
  set_description (dialog, "Two Swarm formations at the fence.\nThe Humans hold DC.");
  g_assert_null (language);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (language_row)),
                                               adw_combo_row_get_selected (language_row)),
                   ==, "Not said");
  pick (language_row, "Português (Brasil)");
  /* Nothing changes before Apply */
  g_assert_cmpuint (n_done (fixture), ==, done);
  click (dialog, "apply-button");

  g_assert_null (find_toplevel (GMP_TYPE_METADATA_DIALOG));
  scenario = session_scenario (fixture);
  g_assert_cmpstr (scenario->title, ==, "Last Stand at Washington");
  g_assert_cmpstr (scenario->author, ==, "Ana");
  g_assert_cmpstr (scenario->description, ==,
                   "Two Swarm formations at the fence.\nThe Humans hold DC.");
  g_assert_cmpstr (scenario->language, ==, "pt-BR");
  g_assert_cmpuint (n_done (fixture), ==, done + 1);
  g_assert_cmpint (gmp_session_get_action (gmp_game_get_session (fixture->game), done)->kind, ==,
                   GMP_ACTION_SET_METADATA);

  g_assert_true (gmp_game_undo (fixture->game, NULL, NULL));
  scenario = session_scenario (fixture);
  g_assert_cmpstr (scenario->title, ==, title);
  g_assert_cmpstr (scenario->author, ==, author);
  g_assert_cmpstr (scenario->description, ==, description);
  g_assert_cmpstr (scenario->language, ==, language);

  /* The dialog shows what the scenario holds */
  g_assert_true (gmp_game_redo (fixture->game, NULL, NULL));
  dialog = open_metadata (fixture);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_find_named (GTK_WIDGET (dialog),
                                                                    "author-row"))), ==, "Ana");
  language_row = ADW_COMBO_ROW (ui_find_named (GTK_WIDGET (dialog), "language-row"));
  g_assert_cmpuint (adw_combo_row_get_selected (language_row), ==, 2);
  /* Apply with nothing changed adds no step */
  click (dialog, "apply-button");
  g_assert_null (find_toplevel (GMP_TYPE_METADATA_DIALOG));
  g_assert_cmpuint (n_done (fixture), ==, done + 1);
}

/* Only the language changed: one step too; and back to unsaid */
static void
test_metadata_language (Fixture       *fixture,
                        gconstpointer  data)
{
  GtkWindow *dialog = open_metadata (fixture);
  guint done = n_done (fixture);

  pick (ADW_COMBO_ROW (ui_find_named (GTK_WIDGET (dialog), "language-row")), "English");
  click (dialog, "apply-button");
  g_assert_cmpstr (session_scenario (fixture)->language, ==, "en");
  g_assert_cmpuint (n_done (fixture), ==, done + 1);

  dialog = open_metadata (fixture);
  pick (ADW_COMBO_ROW (ui_find_named (GTK_WIDGET (dialog), "language-row")), "Not said");
  click (dialog, "apply-button");
  g_assert_null (session_scenario (fixture)->language);
  g_assert_cmpuint (n_done (fixture), ==, done + 2);
}

/* Cancel changes nothing */
static void
test_metadata_cancel (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autofree char *title = g_strdup (session_scenario (fixture)->title);
  GtkWindow *dialog = open_metadata (fixture);
  guint done = n_done (fixture);

  gtk_editable_set_text (GTK_EDITABLE (ui_find_named (GTK_WIDGET (dialog), "title-row")), "Other");
  set_description (dialog, "Not kept");
  click (dialog, "cancel-button");
  g_assert_null (find_toplevel (GMP_TYPE_METADATA_DIALOG));
  g_assert_cmpstr (session_scenario (fixture)->title, ==, title);
  g_assert_cmpuint (n_done (fixture), ==, done);
}

/* In Brazilian Portuguese: the page and the dialog, with the board's
 * Portuguese names, have no English */
static void
test_portuguese (void)
{
  g_autofree char *before = g_strdup (g_getenv ("LANGUAGE"));
  Fixture fixture = { 0 };
  GtkWindow *dialog;

  /* The dialog's entries have libadwaita's own "Apply" button */
  test_use_language ("pt_BR");
  g_assert_cmpstr (_("Turn and Phase"), ==, "Turno e Fase");

  fixture_set_up (&fixture, NULL);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row_of (get_named (&fixture,
                                                                                          "turn-spin")))),
                   ==, "Turno");
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (get_named (&fixture, "chit-wasp"))),
                   ==, "No copo");
  g_assert_cmpuint (assert_no_english (GTK_WIDGET (fixture.editor)), >, 30);

  dialog = open_metadata (&fixture);
  g_assert_cmpstr (gtk_window_get_title (dialog), ==, "Detalhes do cenário");
  assert_no_english (GTK_WIDGET (dialog));
  gtk_window_destroy (dialog);
  fixture_tear_down (&fixture, NULL);

  test_use_language (before != NULL ? before : "");
}

#define ADD(path, func) \
  g_test_add ("/ui/state-editor/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("gmp-test-state-editor-XXXXXX", NULL);

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  gtk_test_setup (&argc, &argv);
  adw_init ();
  test_bind_translations ();
  textdomain (GETTEXT_PACKAGE);
  /* A switch's row toggles it at once, not at the end of an animation */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  ADD ("turn-and-phase", test_turn_and_phase);
  ADD ("danger", test_danger);
  ADD ("guard-rule", test_guard_rule);
  ADD ("chit-time-track", test_chit_time_track);
  ADD ("chit-places", test_chit_places);
  ADD ("fx-in-hand", test_fx_in_hand);
  ADD ("unit-time-track", test_unit_time_track);
  ADD ("follows-game", test_follows_game);
  ADD ("refused", test_refused);
  ADD ("metadata-apply", test_metadata_apply);
  ADD ("metadata-language", test_metadata_language);
  ADD ("metadata-cancel", test_metadata_cancel);
  g_test_add_func ("/ui/state-editor/portuguese", test_portuguese);

  return g_test_run ();
}
