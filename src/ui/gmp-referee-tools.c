/* gmp-referee-tools.c: the referee's override in the side panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every tool keeps the game it edits and the unit or city it is for on
 * itself: the panel builds them again for each change of the game or of
 * the city selected, so what they hold is never stale.
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "gmp-accessible.h"
#include "gmp-referee-tools.h"
#include "gmp-tell.h"
#include "gmp-wrapped-label.h"

#define GAME_KEY "gmp-game"
#define UNIT_KEY "gmp-unit"
#define CITY_KEY "gmp-city"

/* widget edits game: it holds a reference for as long as it lives */
static void
hold_game (GtkWidget *widget,
           GmpGame   *game)
{
  g_object_set_data_full (G_OBJECT (widget), GAME_KEY, g_object_ref (game), g_object_unref);
}

/* An edit the history keeps like any action; a refusal is told */
static void
apply_edit (GtkWidget *tool,
            GmpAction *action)
{
  GmpGame *game = g_object_get_data (G_OBJECT (tool), GAME_KEY);
  g_autoptr(GError) error = NULL;

  if (!gmp_game_apply (game, action, &error))
    gmp_tell_toast (tool, error->message);
}

static void
on_flip_clicked (GtkButton *button)
{
  GmpGame *game = g_object_get_data (G_OBJECT (button), GAME_KEY);
  guint unit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), UNIT_KEY));
  const GmpState *state = gmp_game_get_state (game);
  const GmpUnit *u = &g_array_index (state->units, GmpUnit, unit);
  g_autoptr(GmpAction) action = NULL;

  if (state->board->unit_types[u->type].guard)
    {
      /* A Guard turns face up or down; its hidden side stays (Rules note 9) */
      action = gmp_action_new (GMP_ACTION_SET_GUARD);
      action->unit = (int) unit;
      action->value = u->guard_value;
      action->flag = !u->revealed;
    }
  else
    {
      action = gmp_action_new (GMP_ACTION_SET_UNIT);
      action->unit = (int) unit;
      action->city = u->city;
      action->place = GMP_PLACE_MAP;
      action->value = !u->reduced;
    }
  apply_edit (GTK_WIDGET (button), action);
}

static void
on_remove_clicked (GtkButton *button)
{
  g_autoptr(GmpAction) action = gmp_action_new (GMP_ACTION_REMOVE_UNIT);

  action->unit = (int) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), UNIT_KEY));
  apply_edit (GTK_WIDGET (button), action);
}

static GtkWidget *
new_unit_button (GmpGame    *game,
                 const char *icon,
                 const char *tooltip,
                 guint       unit,
                 GCallback   callback)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_widget_add_css_class (button, "flat");
  hold_game (button, game);
  g_object_set_data (G_OBJECT (button), UNIT_KEY, GUINT_TO_POINTER (unit));
  g_signal_connect (button, "clicked", callback, NULL);
  return button;
}

GtkWidget *
gmp_referee_unit_row (GmpGame   *game,
                      GtkWidget *check,
                      guint      unit)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);

  g_return_val_if_fail (GMP_IS_GAME (game), NULL);
  g_return_val_if_fail (GTK_IS_WIDGET (check), NULL);

  gtk_widget_set_hexpand (check, TRUE);
  gtk_box_append (GTK_BOX (row), check);
  gtk_box_append (GTK_BOX (row), new_unit_button (game, "object-flip-vertical-symbolic",
                                                  _("Flip"), unit, G_CALLBACK (on_flip_clicked)));
  gtk_box_append (GTK_BOX (row), new_unit_button (game, "user-trash-symbolic", _("Remove"), unit,
                                                  G_CALLBACK (on_remove_clicked)));
  return row;
}

static void
on_fort_changed (GtkSpinButton *spin)
{
  GmpGame *game = g_object_get_data (G_OBJECT (spin), GAME_KEY);
  guint city = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), CITY_KEY));
  const GmpState *state = gmp_game_get_state (game);
  int fort = gmp_board_fort_at (state->board, city);
  g_autoptr(GmpAction) action = NULL;
  int strength = gtk_spin_button_get_value_as_int (spin);

  if (fort < 0 || (guint) strength == state->fort_strength[fort])
    return;
  /* Rules note 19: strength 0 is a destroyed Fort */
  action = gmp_action_new (GMP_ACTION_SET_FORT);
  action->fort = fort;
  action->value = strength;
  /* The edit rebuilds the panel, this spin button with it, while GTK's own
   * handling of the new value still runs on it when this returns: it is
   * kept alive until then (a use after free that test-play found) */
  g_idle_add_once ((GSourceOnceFunc) g_object_unref, g_object_ref (spin));
  apply_edit (GTK_WIDGET (spin), action);
}

static GtkWidget *
new_fort_row (GmpGame        *game,
              const GmpState *state,
              guint           city,
              int             fort)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *spin = gtk_spin_button_new_with_range (0, state->board->forts[fort].strength, 1);
  /* A wrapped label with the spin button beside it */
  GtkWidget *label = gmp_wrapped_label_new (_("Fort strength (0: destroyed)"), NULL,
                                            GMP_PANEL_CHARS);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), state->fort_strength[fort]);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Fort strength"), -1);
  hold_game (spin, game);
  g_object_set_data (G_OBJECT (spin), CITY_KEY, GUINT_TO_POINTER (city));
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_fort_changed), NULL);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), spin);
  return row;
}

static void
on_add_clicked (GtkButton *button)
{
  GmpGame *game = g_object_get_data (G_OBJECT (button), GAME_KEY);
  GtkDropDown *choice = g_object_get_data (G_OBJECT (button), "gmp-choice");
  GArray *kinds = g_object_get_data (G_OBJECT (button), "gmp-kinds");
  guint selected = gtk_drop_down_get_selected (choice);
  const GmpState *state = gmp_game_get_state (game);
  g_autoptr(GmpAction) action = gmp_action_new (GMP_ACTION_PLACE_UNIT);
  guint kind;

  if (selected == GTK_INVALID_LIST_POSITION || selected >= kinds->len)
    return;
  kind = g_array_index (kinds, guint, selected);
  action->type = (int) (kind % state->board->n_unit_types);
  action->formation = (int) (kind / state->board->n_unit_types) - 1;
  action->city = (int) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), CITY_KEY));
  /* A Guard the referee adds is face down and unknown until flipped (Rules note 9) */
  action->value = GMP_GUARD_UNKNOWN;
  apply_edit (GTK_WIDGET (button), action);
}

/* Every unit type with each formation of its side (Guards without one),
 * encoded as (formation + 1) * n_types + type */
static GtkWidget *
new_add_unit_row (GmpGame        *game,
                  const GmpState *state,
                  guint           city)
{
  const GmpBoard *board = state->board;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GArray *kinds = g_array_new (FALSE, FALSE, sizeof (guint));
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *choice, *add;

  for (guint type = 0; type < board->n_unit_types; type++)
    {
      if (board->unit_types[type].guard)
        {
          guint kind = type;

          gtk_string_list_append (names, board->unit_types[type].name);
          g_array_append_val (kinds, kind);
          continue;
        }
      for (guint f = 0; f < board->n_formations; f++)
        if (board->formations[f].side == board->unit_types[type].side)
          {
            g_autofree char *name = g_strdup_printf ("%s %s", board->unit_types[type].name,
                                                     board->formations[f].name);
            guint kind = (f + 1) * board->n_unit_types + type;

            gtk_string_list_append (names, name);
            g_array_append_val (kinds, kind);
          }
    }
  choice = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&names)), NULL);
  gtk_widget_set_hexpand (choice, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (choice), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Unit to add"), -1);
  add = gtk_button_new_with_mnemonic (_("_Add"));
  gmp_accessible_name_mnemonic_button (add);
  hold_game (add, game);
  g_object_set_data (G_OBJECT (add), CITY_KEY, GUINT_TO_POINTER (city));
  g_object_set_data (G_OBJECT (add), "gmp-choice", choice);
  g_object_set_data_full (G_OBJECT (add), "gmp-kinds", kinds, (GDestroyNotify) g_array_unref);
  g_signal_connect (add, "clicked", G_CALLBACK (on_add_clicked), NULL);
  gtk_box_append (GTK_BOX (row), choice);
  gtk_box_append (GTK_BOX (row), add);
  return row;
}

void
gmp_referee_add_city_tools (GmpGame        *game,
                            GtkBox         *box,
                            const GmpState *state,
                            guint           city)
{
  int fort;

  g_return_if_fail (GMP_IS_GAME (game));
  g_return_if_fail (GTK_IS_BOX (box));
  g_return_if_fail (state != NULL && city < state->board->n_cities);

  fort = gmp_board_fort_at (state->board, city);
  if (fort >= 0)
    gtk_box_append (box, new_fort_row (game, state, city, fort));
  gtk_box_append (box, new_add_unit_row (game, state, city));
}
