/* gmp-track-rows.c: the Time Track and the Danger Track as rows of spaces
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "model/gmp-turn-info.h"

#include "gmp-accessible.h"
#include "gmp-track-rows.h"

/* A track's spaces on one line: a flow box, so that the keyboard reaches
 * each space (its cell takes the focus, shows its tooltip and is read) */
static GtkWidget *
new_track_row (guint n_spaces)
{
  GtkWidget *row = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (row), GTK_SELECTION_NONE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (row), MAX (n_spaces, 1));
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (row), MAX (n_spaces, 1));
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (row), 2);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (row), TRUE);
  gtk_widget_set_halign (row, GTK_ALIGN_START);
  gtk_widget_add_css_class (row, "track");
  return row;
}

static void
append_track_space (GtkWidget  *row,
                    GtkWidget  *space,
                    const char *tooltip)
{
  GtkWidget *cell;

  gtk_flow_box_append (GTK_FLOW_BOX (row), space);
  cell = gtk_widget_get_parent (space);
  gtk_widget_set_tooltip_text (cell, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  tooltip, -1);
}

/* One box per turn of the Time Track, the current one marked */
GtkWidget *
gmp_track_rows_new_time (const GmpState *state)
{
  GtkWidget *row = new_track_row (state->board->rules.turns);

  gmp_accessible_set_name (row, _("Time Track"));
  for (guint turn = 1; turn <= state->board->rules.turns; turn++)
    {
      g_autofree char *number = g_strdup_printf ("%u", turn);
      g_autofree char *contents = gmp_turn_info_describe_turn_space (state, turn);
      g_autofree char *tooltip = NULL;
      GtkWidget *space = gtk_label_new (number);

      gtk_widget_add_css_class (space, "track-space");
      if (turn == state->turn)
        gtk_widget_add_css_class (space, "current");
      if (contents != NULL)
        gtk_widget_add_css_class (space, "occupied");
      /* TRANSLATORS: a space of the Time Track and what waits on it */
      tooltip = contents != NULL ? g_strdup_printf (_("Turn %u: %s"), turn, contents)
                                 : g_strdup_printf (_("Turn %u"), turn);
      gtk_accessible_update_property (GTK_ACCESSIBLE (space), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      tooltip, -1);
      append_track_space (row, space, tooltip);
    }
  return row;
}

/* One box per space of the Danger Track, the marker's marked (Rules note 21) */
GtkWidget *
gmp_track_rows_new_danger (const GmpState *state)
{
  GtkWidget *row = new_track_row (state->board->n_danger);

  gmp_accessible_set_name (row, _("Danger Track"));
  for (guint space = 0; space < state->board->n_danger; space++)
    {
      guint loses = state->board->danger[space];
      g_autofree char *text = loses > 0 ? g_strdup_printf ("%u", loses) : g_strdup ("·");
      GtkWidget *label = gtk_label_new (text);
      g_autofree char *tooltip = NULL;

      gtk_widget_add_css_class (label, "track-space");
      if (space == state->danger_space)
        gtk_widget_add_css_class (label, "current");
      if (loses > 0)
        gtk_widget_add_css_class (label, "danger");
      tooltip = loses > 0
                /* TRANSLATORS: a space of the Danger Track (Rules note 21) */
                ? g_strdup_printf (_("Roll For Danger: %u or more on two dice loses"), loses)
                : g_strdup (_("No die symbols: no roll"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      tooltip, -1);
      append_track_space (row, label, tooltip);
    }
  return row;
}
