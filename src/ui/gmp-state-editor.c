/* gmp-state-editor.c: the scenario editor's page for everything off the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rows are built once per board and only their values change when the
 * game does, so an expanded row stays open under the user's pointer. The
 * lists whose length follows the game (the Time Track, the units off the
 * map) are rebuilt, the latter only when which units are off the map
 * changes (gmp-state-editor-units.c).
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "gmp-editor-palette.h"
#include "gmp-place-names.h"
#include "gmp-state-editor-private.h"
#include "gmp-tell.h"

G_DEFINE_FINAL_TYPE (GmpStateEditor, gmp_state_editor, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The phases a scenario may start in (rules note 39: at a phase boundary) */
static const GmpPhase editable_phases[] = {
  GMP_PHASE_SETUP,
  GMP_PHASE_FADE_IN,
  GMP_PHASE_ACTION,
  GMP_PHASE_FADE_OUT,
};

static void refresh (GmpStateEditor *self);

/* Which places a chit of this kind can be in: an FX can be in a hand or
 * used, an activation chit held, and a nation's chits wait with it. */
static void
fill_chit_places (const GmpBoard *board,
                  guint           chit,
                  ChitRows       *rows)
{
  const GmpChit *c = &board->chits[chit];
  gboolean allied = c->start == GMP_CHIT_START_WITH_ALLY
                    || (c->formation >= 0 && board->formations[c->formation].allied);

  rows->n_places = 0;
  rows->places[rows->n_places++] = GMP_CHIT_IN_CUP;
  rows->places[rows->n_places++] = GMP_CHIT_ON_TIME_TRACK;
  if (allied)
    rows->places[rows->n_places++] = GMP_CHIT_WITH_ALLY;
  rows->places[rows->n_places++] = GMP_CHIT_DRAWN;
  if (c->kind == GMP_CHIT_FX)
    {
      rows->places[rows->n_places++] = GMP_CHIT_IN_HAND;
      rows->places[rows->n_places++] = GMP_CHIT_USED;
    }
  if (c->kind == GMP_CHIT_ACTIVATION)
    rows->places[rows->n_places++] = GMP_CHIT_HELD;
  rows->places[rows->n_places++] = GMP_CHIT_REMOVED;
}

/* Applies one edit; a refused one is said in a toast and the widgets go
 * back to what the game holds. */
void
_gmp_state_editor_apply (GmpStateEditor *self,
                         GmpAction      *action)
{
  g_autoptr(GmpAction) owned = action;
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || self->updating)
    return;
  if (!gmp_game_apply (self->game, owned, &error))
    {
      gmp_tell_toast (GTK_WIDGET (self), error->message);
      refresh (self);
    }
}

/* Turn and phase ---------------------------------------------------------- */

static void
apply_turn (GmpStateEditor *self,
            guint           turn,
            GmpPhase        phase)
{
  GmpAction *action = gmp_action_new (GMP_ACTION_SET_TURN);

  action->turn = turn;
  action->place = (int) phase;
  _gmp_state_editor_apply (self, action);
}

static void
on_turn_changed (GmpStateEditor *self,
                 GtkSpinButton  *spin)
{
  const GmpState *state;
  GmpPhase phase;

  if (self->updating || self->game == NULL)
    return;
  state = _gmp_state_editor_current_state (self);
  /* A game over starts again at the Fade In of the turn chosen */
  phase = state->phase == GMP_PHASE_GAME_OVER ? GMP_PHASE_FADE_IN : state->phase;
  apply_turn (self, (guint) gtk_spin_button_get_value_as_int (spin), phase);
}

static void
on_phase_selected (GmpStateEditor *self,
                   GParamSpec     *pspec,
                   AdwComboRow    *row)
{
  guint selected = adw_combo_row_get_selected (row);

  if (self->updating || self->game == NULL || selected >= G_N_ELEMENTS (editable_phases))
    return;
  apply_turn (self, _gmp_state_editor_current_state (self)->turn, editable_phases[selected]);
}

GtkWidget *
_gmp_state_editor_new_spin (guint       lower,
                            guint       upper,
                            const char *name,
                            const char *accessible_label)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, MAX (lower, upper), 1);

  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_widget_set_name (spin, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible_label, -1);
  return spin;
}

static AdwPreferencesGroup *
new_turn_group (GmpStateEditor *self)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  g_autoptr(GtkStringList) phases = gtk_string_list_new (NULL);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = _gmp_state_editor_new_spin (1, self->board->rules.turns, "turn-spin",
                                                _("Starting turn"));

  adw_preferences_group_set_title (group, _("Turn and Phase"));
  adw_preferences_group_set_description (group, _("Where the game starts (Rules note 39)"));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Turn"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (on_turn_changed), self);
  self->turn_spin = GTK_SPIN_BUTTON (spin);
  adw_preferences_group_add (group, row);

  for (guint i = 0; i < G_N_ELEMENTS (editable_phases); i++)
    gtk_string_list_append (phases, gmp_phase_get_name (editable_phases[i]));
  self->phase_row = ADW_COMBO_ROW (adw_combo_row_new ());
  gtk_widget_set_name (GTK_WIDGET (self->phase_row), "phase-row");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->phase_row), _("Phase"));
  adw_combo_row_set_model (self->phase_row, G_LIST_MODEL (phases));
  g_signal_connect_swapped (self->phase_row, "notify::selected",
                            G_CALLBACK (on_phase_selected), self);
  adw_preferences_group_add (group, GTK_WIDGET (self->phase_row));
  return group;
}

/* Danger ------------------------------------------------------------------ */

static void
on_danger_changed (GmpStateEditor *self,
                   GtkSpinButton  *spin)
{
  GmpAction *action;

  if (self->updating || self->game == NULL)
    return;
  action = gmp_action_new (GMP_ACTION_SET_DANGER);
  /* People count the spaces from 1; the state from 0 */
  action->value = gtk_spin_button_get_value_as_int (spin) - 1;
  _gmp_state_editor_apply (self, action);
}

static AdwPreferencesGroup *
new_danger_group (GmpStateEditor *self)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *spin = _gmp_state_editor_new_spin (1, self->board->n_danger, "danger-spin",
                                                _("Space of the Danger marker"));

  /* Translators: the Portuguese rules keep "Danger Marker" in English */
  adw_preferences_group_set_title (group, _("Danger Marker"));
  adw_preferences_group_set_description (group, _("Its space on the Danger Track (Rules note 21)"));

  self->danger_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->danger_row), _("Space"));
  adw_action_row_add_suffix (self->danger_row, spin);
  adw_action_row_set_activatable_widget (self->danger_row, spin);
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (on_danger_changed), self);
  self->danger_spin = GTK_SPIN_BUTTON (spin);
  adw_preferences_group_add (group, GTK_WIDGET (self->danger_row));

  /* The side shown follows the FX used (rules note 21): shown, not edited */
  self->danger_face_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->danger_face_row), _("Side shown"));
  adw_preferences_group_add (group, GTK_WIDGET (self->danger_face_row));
  return group;
}

/* The National Guard setup rule ------------------------------------------- */

static void
on_guard_rule_toggled (GmpStateEditor *self,
                       GParamSpec     *pspec,
                       GtkSwitch      *toggle)
{
  GmpAction *action;

  if (self->updating || self->game == NULL)
    return;
  action = gmp_action_new (GMP_ACTION_SET_GUARD_RULE);
  action->flag = gtk_switch_get_active (toggle);
  _gmp_state_editor_apply (self, action);
}

static AdwPreferencesGroup *
new_guard_group (GmpStateEditor *self)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  /* Translators: the Portuguese rules keep "National Guard" in English */
  adw_preferences_group_set_title (group, _("National Guard"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 _("Roll the National Guard table at start"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("Instead of the Guards placed on the map (Rules note 3)"));
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  gtk_widget_set_name (toggle, "guard-rule-switch");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  g_signal_connect_swapped (toggle, "notify::active", G_CALLBACK (on_guard_rule_toggled), self);
  self->guard_switch = GTK_SWITCH (toggle);
  adw_preferences_group_add (group, row);
  return group;
}

/* The chits --------------------------------------------------------------- */

static void
apply_chit (GmpStateEditor *self,
            guint           chit,
            GmpChitPlace    place,
            guint           turn)
{
  GmpAction *action = gmp_action_new (GMP_ACTION_SET_CHIT);

  action->chit = (int) chit;
  action->place = (int) place;
  action->turn = place == GMP_CHIT_ON_TIME_TRACK ? turn : 0;
  _gmp_state_editor_apply (self, action);
}

/* A chit put on the Time Track goes on the space after the current turn,
 * where it would next enter the cup (rules note 2). */
static guint
next_turn (GmpStateEditor *self)
{
  return MIN (_gmp_state_editor_current_state (self)->turn + 1, self->board->rules.turns);
}

static void
on_chit_place_selected (AdwComboRow    *row,
                        GParamSpec     *pspec,
                        GmpStateEditor *self)
{
  guint chit = _gmp_state_editor_widget_index (row);
  guint selected = adw_combo_row_get_selected (row);
  const ChitRows *rows = &self->chits[chit];

  if (self->updating || self->game == NULL || selected >= rows->n_places)
    return;
  apply_chit (self, chit, rows->places[selected],
              (guint) gtk_spin_button_get_value_as_int (rows->where.turn_spin));
}

static void
on_chit_turn_changed (GtkSpinButton  *spin,
                      GmpStateEditor *self)
{
  if (self->updating || self->game == NULL)
    return;
  apply_chit (self, _gmp_state_editor_widget_index (spin), GMP_CHIT_ON_TIME_TRACK,
              (guint) gtk_spin_button_get_value_as_int (spin));
}

static void
on_fx_toggled (GtkSwitch      *toggle,
               GParamSpec     *pspec,
               GmpStateEditor *self)
{
  if (self->updating || self->game == NULL)
    return;
  /* Out of the hand, an FX goes back to the cup, as in the Fade Out (rules note 20) */
  apply_chit (self, _gmp_state_editor_widget_index (toggle),
              gtk_switch_get_active (toggle) ? GMP_CHIT_IN_HAND : GMP_CHIT_IN_CUP, 0);
}

static void
build_chit_rows (GmpStateEditor *self,
                 guint           chit,
                 ChitRows       *rows)
{
  const GmpChit *c = &self->board->chits[chit];
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *place_name = g_strdup_printf ("chit-place-%s", c->id);
  g_autofree char *turn_name = g_strdup_printf ("chit-turn-%s", c->id);
  g_autofree char *row_name = g_strdup_printf ("chit-%s", c->id);
  g_autofree char *turn_label = NULL;
  GtkWidget *spin;

  fill_chit_places (self->board, chit, rows);
  for (guint i = 0; i < rows->n_places; i++)
    gtk_string_list_append (names, gmp_place_name_of_chit (rows->places[i]));

  rows->where.expander = ADW_EXPANDER_ROW (adw_expander_row_new ());
  gtk_widget_set_name (GTK_WIDGET (rows->where.expander), row_name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows->where.expander), c->name);

  rows->where.place_row = ADW_COMBO_ROW (adw_combo_row_new ());
  gtk_widget_set_name (GTK_WIDGET (rows->where.place_row), place_name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows->where.place_row), _("Where"));
  adw_combo_row_set_model (rows->where.place_row, G_LIST_MODEL (names));
  g_object_set_data (G_OBJECT (rows->where.place_row), "gmp-index", GUINT_TO_POINTER (chit));
  g_signal_connect (rows->where.place_row, "notify::selected",
                    G_CALLBACK (on_chit_place_selected), self);
  adw_expander_row_add_row (rows->where.expander, GTK_WIDGET (rows->where.place_row));

  /* Translators: %s is a chit's name */
  turn_label = g_strdup_printf (_("Turn on which %s enters the cup"), c->name);
  spin = _gmp_state_editor_new_spin (1, self->board->rules.turns, turn_name, turn_label);
  g_object_set_data (G_OBJECT (spin), "gmp-index", GUINT_TO_POINTER (chit));
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_chit_turn_changed), self);
  rows->where.turn_spin = GTK_SPIN_BUTTON (spin);
  rows->where.turn_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows->where.turn_row),
                                 _("Enters the cup on turn (Rules note 2)"));
  adw_action_row_add_suffix (rows->where.turn_row, spin);
  adw_action_row_set_activatable_widget (rows->where.turn_row, spin);
  adw_expander_row_add_row (rows->where.expander, GTK_WIDGET (rows->where.turn_row));
}

static AdwPreferencesGroup *
new_cup_group (GmpStateEditor *self)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());

  adw_preferences_group_set_title (group, _("The Cup and the Chits"));
  self->chits = g_new0 (ChitRows, self->board->n_chits);
  for (guint i = 0; i < self->board->n_chits; i++)
    {
      build_chit_rows (self, i, &self->chits[i]);
      adw_preferences_group_add (group, GTK_WIDGET (self->chits[i].where.expander));
    }
  self->cup_group = group;
  return group;
}

static AdwPreferencesGroup *
new_hand_group (GmpStateEditor *self)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());

  adw_preferences_group_set_title (group, _("FX in Hand"));
  adw_preferences_group_set_description (group, _("Usable this game turn (Rules note 20)"));
  for (guint side = 0; side < GMP_N_SIDES; side++)
    {
      self->hand_rows[side] = ADW_EXPANDER_ROW (adw_expander_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->hand_rows[side]),
                                     gmp_side_get_name ((GmpSide) side));
      adw_preferences_group_add (group, GTK_WIDGET (self->hand_rows[side]));
    }
  for (guint i = 0; i < self->board->n_chits; i++)
    {
      const GmpChit *c = &self->board->chits[i];
      g_autofree char *name = NULL;
      GtkWidget *row, *toggle;

      if (c->kind != GMP_CHIT_FX)
        continue;
      name = g_strdup_printf ("fx-%s", c->id);
      row = adw_action_row_new ();
      toggle = gtk_switch_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), c->name);
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      gtk_widget_set_name (toggle, name);
      g_object_set_data (G_OBJECT (toggle), "gmp-index", GUINT_TO_POINTER (i));
      g_signal_connect (toggle, "notify::active", G_CALLBACK (on_fx_toggled), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
      adw_expander_row_add_row (self->hand_rows[c->owner], row);
      self->chits[i].fx_switch = GTK_SWITCH (toggle);
    }
  return group;
}

/* The Time Track, by turn ------------------------------------------------- */

static void
refresh_time_track (GmpStateEditor *self,
                    const GmpState *state)
{
  const GmpBoard *board = state->board;
  guint shown = 0;

  for (guint i = 0; i < self->time_track_rows->len; i++)
    adw_preferences_group_remove (self->time_track_group,
                                  g_ptr_array_index (self->time_track_rows, i));
  g_ptr_array_set_size (self->time_track_rows, 0);

  for (guint turn = 1; turn <= board->rules.turns; turn++)
    {
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *title = NULL;
      g_autofree char *list = NULL;
      g_autofree char *row_name = NULL;
      GtkWidget *row;

      for (guint c = 0; c < board->n_chits; c++)
        if (state->chits[c].place == GMP_CHIT_ON_TIME_TRACK && state->chits[c].turn == turn)
          g_ptr_array_add (names, g_strdup (board->chits[c].name));
      for (guint u = 0; u < gmp_state_n_units (state); u++)
        {
          const GmpUnit *unit = &g_array_index (state->units, GmpUnit, u);

          if (unit->place == GMP_PLACE_TIME_TRACK && unit->turn == turn)
            g_ptr_array_add (names, gmp_editor_counter_name (board, unit->type, unit->formation));
        }
      if (names->len == 0)
        continue;
      g_ptr_array_add (names, NULL);
      /* Translators: the separator of a list of names */
      list = g_strjoinv (_(", "), (char **) names->pdata);
      title = g_strdup_printf (_("Turn %u"), turn);
      row_name = g_strdup_printf ("time-track-%u", turn);
      row = adw_action_row_new ();
      gtk_widget_set_name (row, row_name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), list);
      adw_preferences_group_add (self->time_track_group, row);
      g_ptr_array_add (self->time_track_rows, row);
      shown++;
    }
  if (shown == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     _("Nothing waits on the Time Track"));
      adw_preferences_group_add (self->time_track_group, row);
      g_ptr_array_add (self->time_track_rows, row);
    }
}

static AdwPreferencesGroup *
new_time_track_group (GmpStateEditor *self)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());

  /* Translators: the Portuguese rules keep "Time Track" in English */
  adw_preferences_group_set_title (group, _("Time Track"));
  adw_preferences_group_set_description (group, _("What enters on which turn (Rules notes 2, "
                                                  "16): set it on each chit and unit"));
  self->time_track_group = group;
  self->time_track_rows = g_ptr_array_new ();
  return group;
}

/* Building and refreshing ------------------------------------------------- */

static void
clear_rows (GmpStateEditor *self)
{
  if (self->page != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->page));
  self->page = NULL;
  g_clear_pointer (&self->chits, g_free);
  g_clear_pointer (&self->time_track_rows, g_ptr_array_unref);
  g_array_set_size (self->unit_ids, 0);
  g_array_set_size (self->units, 0);
  self->no_units_row = NULL;
  g_clear_pointer (&self->board, gmp_board_unref);
}

static void
build_rows (GmpStateEditor *self,
            GmpBoard       *board)
{
  self->board = gmp_board_ref (board);
  self->page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  adw_preferences_page_add (self->page, new_turn_group (self));
  adw_preferences_page_add (self->page, new_danger_group (self));
  adw_preferences_page_add (self->page, new_guard_group (self));
  adw_preferences_page_add (self->page, new_cup_group (self));
  adw_preferences_page_add (self->page, new_hand_group (self));
  adw_preferences_page_add (self->page, new_time_track_group (self));
  adw_preferences_page_add (self->page, _gmp_state_editor_new_units_group (self));
  gtk_widget_set_parent (GTK_WIDGET (self->page), GTK_WIDGET (self));
}

static guint
index_of_phase (GmpPhase phase)
{
  for (guint i = 0; i < G_N_ELEMENTS (editable_phases); i++)
    if (editable_phases[i] == phase)
      return i;
  return GTK_INVALID_LIST_POSITION;
}

/* What the rows of a chit or a unit show: selected may be
 * GTK_INVALID_LIST_POSITION, a place the list does not offer (a file made
 * elsewhere), which the line above it still says */
void
_gmp_state_editor_show_place (GmpStateEditor  *self,
                              const PlaceRows *rows,
                              guint            selected,
                              const char      *place_name,
                              gboolean         on_track,
                              guint            turn)
{
  g_autofree char *subtitle = NULL;

  if (on_track)
    /* Translators: where a chit or a unit is: "On the Time Track, turn 2" */
    subtitle = g_strdup_printf (_("On the Time Track, turn %u"), turn);
  adw_expander_row_set_subtitle (rows->expander, on_track ? subtitle : place_name);
  adw_combo_row_set_selected (rows->place_row, selected);
  gtk_spin_button_set_value (rows->turn_spin, on_track ? turn : next_turn (self));
  gtk_widget_set_sensitive (GTK_WIDGET (rows->turn_row), on_track);
}

static void
refresh_chits (GmpStateEditor *self,
               const GmpState *state)
{
  const GmpBoard *board = state->board;
  guint in_cup = 0;
  g_autofree char *summary = NULL;

  for (guint i = 0; i < board->n_chits; i++)
    {
      const ChitRows *rows = &self->chits[i];
      const GmpChitState *chit = &state->chits[i];
      guint selected = GTK_INVALID_LIST_POSITION;

      for (guint p = 0; p < rows->n_places; p++)
        if (rows->places[p] == chit->place)
          selected = p;
      _gmp_state_editor_show_place (self, &rows->where, selected,
                                    gmp_place_name_of_chit (chit->place),
                                    chit->place == GMP_CHIT_ON_TIME_TRACK, chit->turn);
      if (rows->fx_switch != NULL)
        gtk_switch_set_active (rows->fx_switch, chit->place == GMP_CHIT_IN_HAND);
      in_cup += chit->place == GMP_CHIT_IN_CUP;
    }
  summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u chit in the cup (Rules note 1)",
                                          "%u chits in the cup (Rules note 1)", in_cup), in_cup);
  adw_preferences_group_set_description (self->cup_group, summary);

  for (guint side = 0; side < GMP_N_SIDES; side++)
    {
      g_autoptr(GPtrArray) names = g_ptr_array_new ();
      g_autofree char *list = NULL;

      for (guint i = 0; i < board->n_chits; i++)
        if (board->chits[i].kind == GMP_CHIT_FX && board->chits[i].owner == side
            && state->chits[i].place == GMP_CHIT_IN_HAND)
          g_ptr_array_add (names, board->chits[i].name);
      g_ptr_array_add (names, NULL);
      list = names->len > 1 ? g_strjoinv (_(", "), (char **) names->pdata)
                            : g_strdup (_("No FX in hand."));
      adw_expander_row_set_subtitle (self->hand_rows[side], list);
    }
}

static void
refresh_danger (GmpStateEditor *self,
                const GmpState *state)
{
  guint lose_on = state->danger_space < state->board->n_danger
                  ? state->board->danger[state->danger_space] : 0;
  g_autofree char *roll = NULL;

  gtk_spin_button_set_value (self->danger_spin, state->danger_space + 1);
  if (lose_on > 0)
    roll = g_strdup_printf (_("Roll For Danger: %u or more on two dice loses"), lose_on);
  adw_action_row_set_subtitle (self->danger_row, lose_on > 0 ? roll : _("No die symbols: no roll"));
  adw_action_row_set_subtitle (self->danger_face_row,
                               state->danger_face >= 0
                               ? state->board->chits[state->danger_face].name
                               : _("No FX yet: the marker has not moved"));
}

static void
refresh (GmpStateEditor *self)
{
  const GmpScenario *scenario;
  const GmpState *state;

  if (self->game == NULL)
    {
      clear_rows (self);
      return;
    }
  scenario = gmp_game_get_scenario (self->game);
  state = scenario->state;
  if (self->board != state->board)
    {
      clear_rows (self);
      build_rows (self, state->board);
    }

  self->updating = TRUE;
  gtk_spin_button_set_value (self->turn_spin, state->turn);
  adw_combo_row_set_selected (self->phase_row, index_of_phase (state->phase));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->phase_row),
                               state->phase == GMP_PHASE_GAME_OVER
                               ? gmp_phase_get_name (state->phase) : NULL);
  refresh_danger (self, state);
  gtk_switch_set_active (self->guard_switch, scenario->roll_guards_at_start);
  refresh_chits (self, state);
  refresh_time_track (self, state);
  _gmp_state_editor_refresh_units (self, state);
  self->updating = FALSE;
}

/* GObject ----------------------------------------------------------------- */

static void
gmp_state_editor_dispose (GObject *object)
{
  GmpStateEditor *self = GMP_STATE_EDITOR (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  clear_rows (self);

  G_OBJECT_CLASS (gmp_state_editor_parent_class)->dispose (object);
}

static void
gmp_state_editor_finalize (GObject *object)
{
  GmpStateEditor *self = GMP_STATE_EDITOR (object);

  g_clear_pointer (&self->unit_ids, g_array_unref);
  g_clear_pointer (&self->units, g_array_unref);

  G_OBJECT_CLASS (gmp_state_editor_parent_class)->finalize (object);
}

static void
gmp_state_editor_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  GmpStateEditor *self = GMP_STATE_EDITOR (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, gmp_state_editor_get_game (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmp_state_editor_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  GmpStateEditor *self = GMP_STATE_EDITOR (object);

  switch (prop_id)
    {
    case PROP_GAME:
      gmp_state_editor_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmp_state_editor_class_init (GmpStateEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_state_editor_dispose;
  object_class->finalize = gmp_state_editor_finalize;
  object_class->get_property = gmp_state_editor_get_property;
  object_class->set_property = gmp_state_editor_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, GMP_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "stateeditor");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gmp_state_editor_init (GmpStateEditor *self)
{
  self->unit_ids = g_array_new (FALSE, FALSE, sizeof (guint));
  self->units = g_array_new (FALSE, FALSE, sizeof (PlaceRows));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Scenario state"), -1);
}

GtkWidget *
gmp_state_editor_new (void)
{
  return g_object_new (GMP_TYPE_STATE_EDITOR, NULL);
}

GmpGame *
gmp_state_editor_get_game (GmpStateEditor *self)
{
  g_return_val_if_fail (GMP_IS_STATE_EDITOR (self), NULL);

  return self->game;
}

void
gmp_state_editor_set_game (GmpStateEditor *self,
                           GmpGame        *game)
{
  g_return_if_fail (GMP_IS_STATE_EDITOR (self));
  g_return_if_fail (game == NULL || GMP_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    self->changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (refresh), self);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}
