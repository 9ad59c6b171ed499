/* gmp-cup-view.c: the side panel's chits: in the cup, drawn this turn, held
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "model/gmp-turn-info.h"

#include "gmp-accessible.h"
#include "gmp-cup-view.h"
#include "gmp-turn-panel-keys.h"
#include "gmp-wrapped-label.h"

/* One row of chits under its title, or words when it lists none */
typedef struct {
  GtkWidget *title;
  GtkWidget *empty;
  GtkWidget *flow;
  /* By chit: the widget it shows in this row, made when first shown and
   * kept (owned references; NULL until then) */
  GPtrArray *pills;
  GPtrArray *buttons;
} Row;

/* A chit as a row lists it */
typedef struct {
  guint       chit;
  gboolean    button;   /* the cup's chit while a draw is asked */
  const char *name;     /* what the cell is read as and its tooltip; NULL: the chit's name */
} Item;

struct _GmpCupView
{
  GtkBox     parent_instance;

  GtkWidget *players_note;   /* the players' cup is listed with the question */
  Row        cup;
  Row        drawn;
  Row        held;
  GmpBoard  *board;          /* the board the rows' widgets name the chits of */
};

G_DEFINE_FINAL_TYPE (GmpCupView, gmp_cup_view, GTK_TYPE_BOX)

enum {
  CHIT_CLICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A label of the panel with its line to itself */
static GtkWidget *
new_label (const char *text,
           const char *css_class)
{
  return gmp_wrapped_label_own_line (gmp_wrapped_label_new (text, css_class, GMP_PANEL_CHARS));
}

/* A chit as a small pill: its name, the owner's colour */
static GtkWidget *
new_chit_pill (const GmpBoard *board,
               guint           chit)
{
  const GmpChit *c = &board->chits[chit];
  GtkWidget *pill = gtk_label_new (c->name);

  gtk_widget_add_css_class (pill, "chit");
  if (c->kind == GMP_CHIT_END)
    gtk_widget_add_css_class (pill, "chit-end");
  else
    gtk_widget_add_css_class (pill, c->owner == GMP_SIDE_SWARM ? "chit-swarm" : "chit-humans");
  return pill;
}

/* "We drew this one": a click on a chit in the cup answers the draw,
 * whoever draws (issue 16) */
static void
on_cup_chit_clicked (GmpCupView *self,
                     GtkButton  *button)
{
  int chit = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "gmp-cup-chit")) - 1;

  g_signal_emit (self, signals[CHIT_CLICKED], 0, (guint) chit);
}

static GtkWidget *
new_cup_chit_button (GmpCupView     *self,
                     const GmpBoard *board,
                     guint           chit)
{
  GtkWidget *button = gtk_button_new ();
  g_autofree char *tooltip = NULL;

  gtk_button_set_child (GTK_BUTTON (button), new_chit_pill (board, chit));
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "cup-chit");
  /* TRANSLATORS: a chit in the cup, as a button: the players drew it */
  tooltip = g_strdup_printf (_("We Drew %s"), board->chits[chit].name);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  tooltip, -1);
  /* The chit's index plus one, so chit 0 is not NULL (tests find it by it) */
  g_object_set_data (G_OBJECT (button), "gmp-cup-chit", GINT_TO_POINTER ((int) chit + 1));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_cup_chit_clicked), self);
  return button;
}

static void
unref_widget (gpointer widget)
{
  if (widget != NULL)
    g_object_unref (widget);
}

static void
row_init (GmpCupView *self,
          Row        *row,
          const char *title,
          const char *empty)
{
  GtkWidget *flow = gtk_flow_box_new ();

  row->title = new_label (title, "dim-label");
  row->empty = new_label (empty, NULL);
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 4);
  gmp_accessible_set_name (flow, title);
  row->flow = flow;
  row->pills = g_ptr_array_new_with_free_func (unref_widget);
  row->buttons = g_ptr_array_new_with_free_func (unref_widget);
  gtk_box_append (GTK_BOX (self), row->title);
  gtk_box_append (GTK_BOX (self), row->empty);
  gtk_box_append (GTK_BOX (self), row->flow);
}

/* The row's widget for a chit, made the first time it is shown */
static GtkWidget *
row_widget (GmpCupView *self,
            Row        *row,
            const Item *item)
{
  GPtrArray *widgets = item->button ? row->buttons : row->pills;

  if (widgets->len <= item->chit)
    g_ptr_array_set_size (widgets, (int) item->chit + 1);
  if (g_ptr_array_index (widgets, item->chit) == NULL)
    {
      GtkWidget *widget = item->button ? new_cup_chit_button (self, self->board, item->chit)
                                       : new_chit_pill (self->board, item->chit);

      g_ptr_array_index (widgets, item->chit) = g_object_ref_sink (widget);
    }
  return g_ptr_array_index (widgets, item->chit);
}

/* The widget a cell of the row shows */
static GtkWidget *
cell_widget (GtkWidget *cell)
{
  return gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (cell));
}

static gboolean
cell_shows (Row        *row,
            GtkWidget  *cell,
            const Item *item)
{
  GPtrArray *widgets = item->button ? row->buttons : row->pills;

  return item->chit < widgets->len && cell_widget (cell) == g_ptr_array_index (widgets, item->chit);
}

/* A cell taken out of the row gives its widget back, to be shown again */
static void
remove_cell (Row       *row,
             GtkWidget *cell)
{
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (cell), NULL);
  gtk_flow_box_remove (GTK_FLOW_BOX (row->flow), cell);
}

/* The row shows items, in their order: the cells of chits that stay are
 * kept, the others go, the new ones come in at their place */
static void
row_update (GmpCupView *self,
            Row        *row,
            const Item *items,
            guint       n_items)
{
  GtkWidget *cell, *next;

  for (cell = gtk_widget_get_first_child (row->flow); cell != NULL; cell = next)
    {
      gboolean wanted = FALSE;

      next = gtk_widget_get_next_sibling (cell);
      for (guint i = 0; i < n_items && !wanted; i++)
        wanted = cell_shows (row, cell, &items[i]);
      if (!wanted)
        remove_cell (row, cell);
    }
  for (guint i = 0; i < n_items; i++)
    {
      const char *name = items[i].name != NULL ? items[i].name : self->board->chits[items[i].chit].name;

      cell = GTK_WIDGET (gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (row->flow), (int) i));
      if (cell == NULL || !cell_shows (row, cell, &items[i]))
        {
          gtk_flow_box_insert (GTK_FLOW_BOX (row->flow), row_widget (self, row, &items[i]), (int) i);
          cell = GTK_WIDGET (gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (row->flow), (int) i));
          /* One stop per chit: a button's own, or the cell that says the
           * chit; the cell says it in both cases, not its class name
           * (issue 16) */
          gtk_widget_set_focusable (cell, !items[i].button);
        }
      /* An FX drawn this turn says where it is now, in hand or used */
      if (g_strcmp0 (gtk_widget_get_tooltip_text (cell), items[i].name) != 0)
        gtk_widget_set_tooltip_text (cell, items[i].name);
      if (g_strcmp0 (g_object_get_data (G_OBJECT (cell), "gmp-cup-name"), name) != 0)
        {
          gmp_accessible_set_name (cell, name);
          g_object_set_data_full (G_OBJECT (cell), "gmp-cup-name", g_strdup (name), g_free);
        }
    }
  gtk_widget_set_visible (row->flow, n_items > 0);
  gtk_widget_set_visible (row->empty, n_items == 0);
}

static void
row_clear (Row *row)
{
  GtkWidget *cell;

  while ((cell = gtk_widget_get_first_child (row->flow)) != NULL)
    remove_cell (row, cell);
  g_ptr_array_set_size (row->pills, 0);
  g_ptr_array_set_size (row->buttons, 0);
}

/* The chits in a place, as a row lists them */
static GArray *
place_items (const GmpState    *state,
             GmpChitPlace       place,
             const GmpQuestion *question)
{
  g_autoptr(GArray) chits = gmp_turn_info_chits (state, place);
  GArray *items = g_array_sized_new (FALSE, FALSE, sizeof (Item), chits->len);

  for (guint i = 0; i < chits->len; i++)
    {
      guint chit = g_array_index (chits, guint, i);
      Item item = { chit, _gmp_turn_panel_cup_chit_drawable (question, chit), NULL };

      g_array_append_val (items, item);
    }
  return items;
}

/* Every chit drawn this turn: the activations done and the FX drawn, in
 * hand or used; an FX is held only for the game turn it was drawn in
 * (Rules note 20), so every FX in hand was drawn this turn */
static void
update_drawn (GmpCupView     *self,
              const GmpState *state)
{
  static const GmpChitPlace places[] = { GMP_CHIT_DRAWN, GMP_CHIT_IN_HAND, GMP_CHIT_USED };
  g_autoptr(GArray) items = g_array_new (FALSE, FALSE, sizeof (Item));
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint p = 0; p < G_N_ELEMENTS (places); p++)
    {
      g_autoptr(GArray) chits = gmp_turn_info_chits (state, places[p]);

      for (guint i = 0; i < chits->len; i++)
        {
          guint chit = g_array_index (chits, guint, i);
          const char *name = state->board->chits[chit].name;
          Item item = { chit, FALSE, NULL };

          if (places[p] != GMP_CHIT_DRAWN)
            {
              /* TRANSLATORS: an FX chit drawn this turn, where it is now */
              item.name = g_strdup_printf (places[p] == GMP_CHIT_IN_HAND ? _("%s, FX in hand")
                                                                         : _("%s, FX used"), name);
              g_ptr_array_add (names, (char *) item.name);
            }
          g_array_append_val (items, item);
        }
    }
  row_update (self, &self->drawn, (const Item *) items->data, items->len);
}

static void
gmp_cup_view_dispose (GObject *object)
{
  GmpCupView *self = GMP_CUP_VIEW (object);

  /* The widgets kept go with the rows' cells, once */
  if (self->board != NULL)
    {
      row_clear (&self->cup);
      row_clear (&self->drawn);
      row_clear (&self->held);
      g_clear_pointer (&self->board, gmp_board_unref);
    }
  G_OBJECT_CLASS (gmp_cup_view_parent_class)->dispose (object);
}

static void
gmp_cup_view_finalize (GObject *object)
{
  GmpCupView *self = GMP_CUP_VIEW (object);
  Row *rows[] = { &self->cup, &self->drawn, &self->held };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_clear_pointer (&rows[i]->pills, g_ptr_array_unref);
      g_clear_pointer (&rows[i]->buttons, g_ptr_array_unref);
    }
  G_OBJECT_CLASS (gmp_cup_view_parent_class)->finalize (object);
}

static void
gmp_cup_view_class_init (GmpCupViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gmp_cup_view_dispose;
  object_class->finalize = gmp_cup_view_finalize;

  /* A chit in the cup clicked while a draw is asked: the players drew it */
  signals[CHIT_CLICKED] = g_signal_new ("chit-clicked", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
gmp_cup_view_init (GmpCupView *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  row_init (self, &self->cup, _("In the cup"), _("The cup is empty."));
  self->players_note = new_label (_("Listed under Now: click the chit you drew."), NULL);
  gtk_box_insert_child_after (GTK_BOX (self), self->players_note, self->cup.title);
  row_init (self, &self->drawn, _("Drawn this turn"), _("Nothing drawn yet."));
  row_init (self, &self->held, _("Held for the next turn (Rules note 5)"), _("None held."));
}

GtkWidget *
gmp_cup_view_new (void)
{
  return g_object_new (GMP_TYPE_CUP_VIEW, NULL);
}

void
gmp_cup_view_update (GmpCupView        *self,
                     const GmpState    *state,
                     const GmpQuestion *question,
                     gboolean           players_cup)
{
  g_autoptr(GArray) cup = NULL;
  g_autoptr(GArray) held = NULL;

  g_return_if_fail (GMP_IS_CUP_VIEW (self));
  g_return_if_fail (state != NULL);

  /* Another board's chits: none of the widgets made serves */
  if (self->board != state->board)
    {
      row_clear (&self->cup);
      row_clear (&self->drawn);
      row_clear (&self->held);
      g_clear_pointer (&self->board, gmp_board_unref);
      self->board = gmp_board_ref (state->board);
    }

  /* The players drawing from their own cup are asked which chit it was with
   * every chit in the cup as an answer: the cup is listed there, once */
  cup = players_cup ? g_array_new (FALSE, FALSE, sizeof (Item))
                    : place_items (state, GMP_CHIT_IN_CUP, question);
  row_update (self, &self->cup, (const Item *) cup->data, cup->len);
  gtk_widget_set_visible (self->players_note, players_cup);
  if (players_cup)
    gtk_widget_set_visible (self->cup.empty, FALSE);

  update_drawn (self, state);
  held = place_items (state, GMP_CHIT_HELD, NULL);
  row_update (self, &self->held, (const Item *) held->data, held->len);
}
