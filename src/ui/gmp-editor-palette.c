/* gmp-editor-palette.c: every counter of the board, to place on the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <string.h>

#include "core/gmp-i18n.h"

#include "core/gmp-edit.h"
#include "render/gmp-render.h"

#include "gmp-editor-palette.h"
#include "gmp-focus-group.h"

#define COUNTER_PREFIX "ginormopod-counter:"
#define PICTURE_SIZE   34

typedef struct {
  int        type;
  int        formation;
  GtkWidget *button;
  GtkWidget *count;   /* the label "placed / board" */
} Item;

struct _GmpEditorPalette
{
  GtkWidget  parent_instance;

  GtkWidget *flow;      /* one cell per formation, and the National Guard */
  GmpGame   *game;
  GmpBoard  *board;     /* the board the cells were built for */
  gulong     changed_handler;
  GArray    *items;     /* of Item */
  int        armed;     /* index in items, or -1 */
  guint      syncing : 1;
};

G_DEFINE_FINAL_TYPE (GmpEditorPalette, gmp_editor_palette, GTK_TYPE_WIDGET)

/* Counter pictures ------------------------------------------------------ */

typedef struct {
  GmpBoard *board;
  guint     type;
  int       formation;
  gboolean  reduced;
  gboolean  face_down;
  int       guard_value;
} Picture;

static void
picture_free (gpointer data)
{
  Picture *picture = data;

  gmp_board_unref (picture->board);
  g_free (picture);
}

static void
draw_picture (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        data)
{
  Picture *picture = data;
  double size = MIN (width, height) - 2;

  gmp_render_counter (cr, picture->board, picture->type, picture->formation, picture->reduced,
                      picture->face_down, picture->guard_value, (width - size) / 2, (height - size) / 2, size);
}

GtkWidget *
gmp_editor_counter_picture_new (GmpBoard *board,
                                guint     type,
                                int       formation,
                                gboolean  reduced,
                                gboolean  face_down,
                                int       guard_value,
                                int       size)
{
  GtkWidget *area;
  Picture *picture;

  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (type < board->n_unit_types, NULL);

  picture = g_new0 (Picture, 1);
  picture->board = gmp_board_ref (board);
  picture->type = type;
  picture->formation = formation;
  picture->reduced = reduced;
  picture->face_down = face_down;
  picture->guard_value = guard_value;
  area = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), size);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), size);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_picture, picture, picture_free);
  gtk_widget_set_halign (area, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  /* The name is said by the button or row around it */
  gtk_accessible_update_state (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  return area;
}

char *
gmp_editor_counter_name (const GmpBoard *board,
                         int             type,
                         int             formation)
{
  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (type >= 0 && (guint) type < board->n_unit_types, NULL);

  if (formation < 0 || (guint) formation >= board->n_formations)
    return g_strdup (board->unit_types[type].name);
  /* TRANSLATORS: a counter: its unit type, then its formation ("Infantry (Human A)") */
  return g_strdup_printf (_("%s (%s)"), board->unit_types[type].name,
                          board->formations[formation].name);
}

char *
gmp_editor_counter_to_string (const GmpBoard *board,
                              int             type,
                              int             formation)
{
  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (type >= 0 && (guint) type < board->n_unit_types, NULL);

  return g_strdup_printf (COUNTER_PREFIX "%s:%s", board->unit_types[type].id,
                          formation >= 0 && (guint) formation < board->n_formations
                          ? board->formations[formation].id : "-");
}

gboolean
gmp_editor_counter_from_string (const GmpBoard *board,
                                const char     *text,
                                int            *type,
                                int            *formation)
{
  g_auto(GStrv) parts = NULL;
  int t, f = GMP_NONE;

  g_return_val_if_fail (board != NULL, FALSE);

  if (text == NULL || !g_str_has_prefix (text, COUNTER_PREFIX))
    return FALSE;
  parts = g_strsplit (text + strlen (COUNTER_PREFIX), ":", 3);
  if (g_strv_length (parts) != 2)
    return FALSE;
  t = gmp_board_find_unit_type (board, parts[0]);
  if (t < 0)
    return FALSE;
  if (g_strcmp0 (parts[1], "-") != 0)
    {
      f = gmp_board_find_formation (board, parts[1]);
      if (f < 0)
        return FALSE;
    }
  if (type != NULL)
    *type = t;
  if (formation != NULL)
    *formation = f;
  return TRUE;
}

/* Counting -------------------------------------------------------------- */

/* What the board has of type in formation: its counters (Rules note 36 for
 * the Guards' pool) */
static guint
counters_on_board (GArray *counts,
                   int     type,
                   int     formation,
                   guint  *placed)
{
  for (guint i = 0; i < counts->len; i++)
    {
      const GmpCounterCount *count = &g_array_index (counts, GmpCounterCount, i);

      if (count->type == type && count->formation == formation)
        {
          if (placed != NULL)
            *placed = count->placed;
          return count->available;
        }
    }
  if (placed != NULL)
    *placed = 0;
  return 0;
}

/* Arming ---------------------------------------------------------------- */

static void
sync_buttons (GmpEditorPalette *self)
{
  self->syncing = TRUE;
  for (guint i = 0; i < self->items->len; i++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (g_array_index (self->items, Item, i).button),
                                  (int) i == self->armed);
  self->syncing = FALSE;
}

static void
on_button_toggled (GtkToggleButton  *button,
                   GmpEditorPalette *self)
{
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "gmp-item"));

  if (self->syncing)
    return;
  /* One counter at a time; clicking the armed one again disarms it */
  self->armed = gtk_toggle_button_get_active (button) ? index : -1;
  sync_buttons (self);
}

static GdkContentProvider *
on_drag_prepare (GtkDragSource    *source,
                 double            x,
                 double            y,
                 GmpEditorPalette *self)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "gmp-item"));
  const Item *item = &g_array_index (self->items, Item, index);
  g_autofree char *text = gmp_editor_counter_to_string (self->board, item->type, item->formation);

  return gdk_content_provider_new_typed (G_TYPE_STRING, text);
}

static void
on_drag_begin (GtkDragSource    *source,
               GdkDrag          *drag,
               GmpEditorPalette *self)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (button);

  gtk_drag_source_set_icon (source, paintable, PICTURE_SIZE / 2, PICTURE_SIZE / 2);
}

/* Building -------------------------------------------------------------- */

static void
show_counts (GmpEditorPalette *self,
             GArray           *counts)
{
  for (guint i = 0; i < self->items->len; i++)
    {
      Item *item = &g_array_index (self->items, Item, i);
      guint placed;
      guint available = counters_on_board (counts, item->type, item->formation, &placed);
      g_autofree char *text = NULL;
      g_autofree char *name = gmp_editor_counter_name (self->board, item->type, item->formation);
      g_autofree char *label = NULL;

      /* TRANSLATORS: units of a counter placed / counters the board has */
      text = g_strdup_printf (_("%u / %u"), placed, available);
      gtk_label_set_text (GTK_LABEL (item->count), text);
      if (placed > available)
        gtk_widget_add_css_class (item->count, "error");
      else
        gtk_widget_remove_css_class (item->count, "error");
      /* TRANSLATORS: a palette counter for screen readers: its name, then
       * units placed and counters the board has */
      label = g_strdup_printf (_("%s, %u of %u placed"), name, placed, available);
      gtk_accessible_update_property (GTK_ACCESSIBLE (item->button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    }
}

static void
update_counts (GmpEditorPalette *self)
{
  g_autoptr(GArray) counts = NULL;

  if (self->game == NULL)
    return;
  counts = gmp_edit_count_counters (gmp_game_get_state (self->game));
  show_counts (self, counts);
}

static void
add_item (GmpEditorPalette *self,
          GtkWidget        *row,
          int               type,
          int               formation)
{
  Item item = { type, formation, NULL, NULL };
  g_autofree char *name = gmp_editor_counter_name (self->board, type, formation);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkDragSource *source;

  gtk_box_append (GTK_BOX (box),
                  gmp_editor_counter_picture_new (self->board, (guint) type, formation, FALSE,
                                                  TRUE, GMP_GUARD_BLANK, PICTURE_SIZE));
  item.count = gtk_label_new ("");
  gtk_widget_add_css_class (item.count, "caption");
  gtk_widget_add_css_class (item.count, "numeric");
  gtk_box_append (GTK_BOX (box), item.count);

  item.button = gtk_toggle_button_new ();
  gtk_button_set_child (GTK_BUTTON (item.button), box);
  gtk_widget_add_css_class (item.button, "flat");
  gtk_widget_add_css_class (item.button, "palette-counter");
  gtk_widget_set_tooltip_text (item.button, name);
  /* Named before its counts are shown (show_counts adds them) */
  gtk_accessible_update_property (GTK_ACCESSIBLE (item.button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  name, -1);
  g_object_set_data (G_OBJECT (item.button), "gmp-item", GINT_TO_POINTER (self->items->len));
  g_signal_connect (item.button, "toggled", G_CALLBACK (on_button_toggled), self);

  source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (source, GDK_ACTION_COPY);
  g_signal_connect (source, "prepare", G_CALLBACK (on_drag_prepare), self);
  g_signal_connect (source, "drag-begin", G_CALLBACK (on_drag_begin), self);
  gtk_widget_add_controller (item.button, GTK_EVENT_CONTROLLER (source));

  gtk_box_append (GTK_BOX (row), item.button);
  g_array_append_val (self->items, item);
}

static GtkWidget *
add_cell (GmpEditorPalette *self,
          const char       *title)
{
  GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (cell), label);
  gtk_box_append (GTK_BOX (cell), row);
  gtk_flow_box_append (GTK_FLOW_BOX (self->flow), cell);
  /* The cell itself is no stop for the keyboard: its buttons are */
  gtk_widget_set_focusable (gtk_widget_get_parent (cell), FALSE);
  return row;
}

static void
rebuild (GmpEditorPalette *self)
{
  g_autoptr(GArray) counts = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->flow)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->flow), child);
  g_array_set_size (self->items, 0);
  self->armed = -1;
  if (self->board == NULL || self->game == NULL)
    return;
  counts = gmp_edit_count_counters (gmp_game_get_state (self->game));

  /* A cell per formation, in the board's order (the Swarm's, the Humans',
   * the Allied nations'), with each unit type of its side the board has */
  for (guint f = 0; f < self->board->n_formations; f++)
    {
      const GmpFormation *formation = &self->board->formations[f];
      GtkWidget *row = NULL;

      for (guint t = 0; t < self->board->n_unit_types; t++)
        {
          const GmpUnitType *type = &self->board->unit_types[t];

          if (type->guard || type->side != formation->side
              || counters_on_board (counts, (int) t, (int) f, NULL) == 0)
            continue;
          if (row == NULL)
            row = add_cell (self, formation->name);
          add_item (self, row, (int) t, (int) f);
        }
    }
  for (guint t = 0; t < self->board->n_unit_types; t++)
    if (self->board->unit_types[t].guard)
      add_item (self, add_cell (self, self->board->unit_types[t].name), (int) t, GMP_NONE);
  /* The counts the cells were chosen by, not counted again */
  show_counts (self, counts);
}

/* Object ---------------------------------------------------------------- */

static void
gmp_editor_palette_dispose (GObject *object)
{
  GmpEditorPalette *self = GMP_EDITOR_PALETTE (object);

  gmp_editor_palette_set_game (self, NULL);
  g_clear_pointer (&self->flow, gtk_widget_unparent);

  G_OBJECT_CLASS (gmp_editor_palette_parent_class)->dispose (object);
}

static void
gmp_editor_palette_finalize (GObject *object)
{
  GmpEditorPalette *self = GMP_EDITOR_PALETTE (object);

  g_clear_pointer (&self->items, g_array_unref);

  G_OBJECT_CLASS (gmp_editor_palette_parent_class)->finalize (object);
}

static void
gmp_editor_palette_class_init (GmpEditorPaletteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_editor_palette_dispose;
  object_class->finalize = gmp_editor_palette_finalize;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "editor-palette");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gmp_editor_palette_init (GmpEditorPalette *self)
{
  self->items = g_array_new (FALSE, FALSE, sizeof (Item));
  self->armed = -1;
  self->flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->flow), 2);
  /* Two formations a line fit the side panel; its natural width stays that */
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->flow), 2);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->flow), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->flow), 6);
  gtk_widget_set_parent (self->flow, GTK_WIDGET (self));
  /* Read by a name, not its class ("GtkFlowBox") */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->flow), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Counters"), -1);
  /* Every counter of the board is a button: one Tab stop for them all, the
   * arrows among them (issue 17) */
  gmp_focus_group_install (self->flow);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Counters"), -1);
}

GtkWidget *
gmp_editor_palette_new (void)
{
  return g_object_new (GMP_TYPE_EDITOR_PALETTE, NULL);
}

void
gmp_editor_palette_set_game (GmpEditorPalette *self,
                             GmpGame          *game)
{
  GmpBoard *board;

  g_return_if_fail (GMP_IS_EDITOR_PALETTE (self));
  g_return_if_fail (game == NULL || GMP_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    self->changed_handler = g_signal_connect_swapped (game, "changed",
                                                      G_CALLBACK (update_counts), self);

  board = game != NULL ? gmp_game_get_board (game) : NULL;
  if (board != self->board)
    {
      g_clear_pointer (&self->board, gmp_board_unref);
      self->board = board != NULL ? gmp_board_ref (board) : NULL;
      if (self->flow != NULL)
        rebuild (self);
    }
  else
    update_counts (self);
}

gboolean
gmp_editor_palette_get_armed (GmpEditorPalette *self,
                              int              *type,
                              int              *formation)
{
  const Item *item;

  g_return_val_if_fail (GMP_IS_EDITOR_PALETTE (self), FALSE);

  if (self->armed < 0)
    return FALSE;
  item = &g_array_index (self->items, Item, self->armed);
  if (type != NULL)
    *type = item->type;
  if (formation != NULL)
    *formation = item->formation;
  return TRUE;
}

void
gmp_editor_palette_set_armed (GmpEditorPalette *self,
                              int               type,
                              int               formation)
{
  g_return_if_fail (GMP_IS_EDITOR_PALETTE (self));

  self->armed = -1;
  for (guint i = 0; type != GMP_NONE && i < self->items->len; i++)
    {
      const Item *item = &g_array_index (self->items, Item, i);

      if (item->type == type && item->formation == formation)
        self->armed = (int) i;
    }
  sync_buttons (self);
}

static const Item *
find_item (GmpEditorPalette *self,
           int               type,
           int               formation)
{
  for (guint i = 0; i < self->items->len; i++)
    {
      const Item *item = &g_array_index (self->items, Item, i);

      if (item->type == type && item->formation == formation)
        return item;
    }
  return NULL;
}

GtkWidget *
gmp_editor_palette_get_button (GmpEditorPalette *self,
                               int               type,
                               int               formation)
{
  const Item *item;

  g_return_val_if_fail (GMP_IS_EDITOR_PALETTE (self), NULL);

  item = find_item (self, type, formation);
  return item != NULL ? item->button : NULL;
}

const char *
gmp_editor_palette_get_count_text (GmpEditorPalette *self,
                                   int               type,
                                   int               formation)
{
  const Item *item;

  g_return_val_if_fail (GMP_IS_EDITOR_PALETTE (self), NULL);

  item = find_item (self, type, formation);
  return item != NULL ? gtk_label_get_text (GTK_LABEL (item->count)) : NULL;
}
