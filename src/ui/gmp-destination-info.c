/* gmp-destination-info.c: what a move to the city under the pointer or the keyboard would do
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The map's tooltip said it only on hover (issue 17); this widget, which
 * the side panel hosts, says it for the mouse, the keyboard and touch
 * alike: the city and what stands there, and while a stack is selected
 * its cost, the exact odds of the battle a move there starts (Rules notes
 * 13, 24), or why the picked units cannot go there.
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "model/gmp-turn-info.h"

#include "gmp-destination-info.h"
#include "gmp-move-odds.h"

struct _GmpDestinationInfo
{
  GtkBox      parent_instance;

  /* Built in code */
  GtkLabel   *title;
  GtkLabel   *stands;
  GtkLabel   *move;
  GtkLabel   *odds;

  /* Owned references */
  GmpMapView *map_view;
  int         city;
};

G_DEFINE_FINAL_TYPE (GmpDestinationInfo, gmp_destination_info, GTK_TYPE_BOX)

static GtkLabel *
add_label (GmpDestinationInfo *self,
           const char         *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (self), label);
  return GTK_LABEL (label);
}

static void
set_text (GtkLabel   *label,
          const char *text)
{
  gtk_label_set_text (label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL && *text != '\0');
}

static const GmpMoveBlocked *
find_blocked (const GmpMoveOptions *moves,
              guint                 city)
{
  for (guint i = 0; moves != NULL && i < moves->n_blocked; i++)
    if (moves->blocked[i].city == city)
      return &moves->blocked[i];
  return NULL;
}

/* What a move of the picked units to city would do, and its battle's odds */
static void
describe_move (GmpDestinationInfo *self,
               const GmpState     *state,
               guint               city)
{
  const GmpMoveOptions *moves = gmp_map_view_get_move_options (self->map_view);
  const GmpMoveTarget *target;
  const GmpMoveBlocked *blocked;
  g_autofree char *cost = NULL;
  g_autofree char *odds = NULL;
  const guint *picked;
  guint n_picked;

  set_text (self->move, NULL);
  set_text (self->odds, NULL);
  if (moves == NULL || gmp_map_view_get_selected_city (self->map_view) == (int) city)
    return;
  picked = gmp_map_view_get_picked_units (self->map_view, &n_picked);
  target = gmp_move_options_find (moves, city);
  if (target != NULL)
    {
      cost = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u MP to move here",
                                           "%u MP to move here", target->cost),
                              target->cost);
      set_text (self->move, cost);
      odds = gmp_move_odds_describe (state, picked, n_picked, city);
      set_text (self->odds, odds);
      return;
    }
  blocked = find_blocked (moves, city);
  /* A city that is no neighbour and no destination lies beyond their MP */
  set_text (self->move, gmp_move_reason_explain (blocked != NULL ? blocked->reason
                                                                  : GMP_MOVE_UNREACHABLE));
}

static void
update (GmpDestinationInfo *self)
{
  GmpGame *game = self->map_view != NULL ? gmp_map_view_get_game (self->map_view) : NULL;
  int city = self->map_view != NULL ? gmp_map_view_get_pointed_city (self->map_view) : GMP_NONE;
  g_autofree char *stands = NULL;
  const GmpState *state;

  self->city = city;
  /* The selected stack's own city is told above, under its heading: said
   * twice, it reads as two cities */
  if (game == NULL || city == GMP_NONE || city == gmp_map_view_get_selected_city (self->map_view))
    {
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }
  state = gmp_game_get_state (game);
  gtk_label_set_text (self->title, state->board->cities[city].name);
  stands = gmp_turn_info_describe_city (state, (guint) city);
  set_text (self->stands, stands);
  describe_move (self, state, (guint) city);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

static void
gmp_destination_info_dispose (GObject *object)
{
  GmpDestinationInfo *self = GMP_DESTINATION_INFO (object);

  gmp_destination_info_set_map_view (self, NULL);

  G_OBJECT_CLASS (gmp_destination_info_parent_class)->dispose (object);
}

static void
gmp_destination_info_class_init (GmpDestinationInfoClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_destination_info_dispose;

  gtk_widget_class_set_css_name (widget_class, "destination-info");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gmp_destination_info_init (GmpDestinationInfo *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 2);
  self->city = GMP_NONE;
  self->title = add_label (self, "heading");
  self->stands = add_label (self, NULL);
  self->move = add_label (self, "accent");
  self->odds = add_label (self, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
gmp_destination_info_new (void)
{
  return g_object_new (GMP_TYPE_DESTINATION_INFO, NULL);
}

void
gmp_destination_info_set_map_view (GmpDestinationInfo *self,
                                   GmpMapView         *map_view)
{
  g_return_if_fail (GMP_IS_DESTINATION_INFO (self));
  g_return_if_fail (map_view == NULL || GMP_IS_MAP_VIEW (map_view));

  if (self->map_view == map_view)
    return;
  if (self->map_view != NULL)
    g_signal_handlers_disconnect_by_data (self->map_view, self);
  g_set_object (&self->map_view, map_view);
  if (map_view != NULL)
    {
      /* The pointed city, the selection, the picks and the game (a move) */
      g_signal_connect_swapped (map_view, "notify::pointed-city", G_CALLBACK (update), self);
      g_signal_connect_swapped (map_view, "selection-changed", G_CALLBACK (update), self);
      g_signal_connect_swapped (map_view, "moves-changed", G_CALLBACK (update), self);
    }
  update (self);
}

int
gmp_destination_info_get_city (GmpDestinationInfo *self)
{
  g_return_val_if_fail (GMP_IS_DESTINATION_INFO (self), GMP_NONE);

  return self->city;
}

char *
gmp_destination_info_dup_text (GmpDestinationInfo *self)
{
  GString *text;

  g_return_val_if_fail (GMP_IS_DESTINATION_INFO (self), NULL);

  text = g_string_new (NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child))
      {
        if (text->len > 0)
          g_string_append_c (text, '\n');
        g_string_append (text, gtk_label_get_text (GTK_LABEL (child)));
      }
  return g_string_free (text, FALSE);
}
