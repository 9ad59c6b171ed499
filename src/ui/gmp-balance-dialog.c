/* gmp-balance-dialog.c: Check Balance…, many games of the scenario in the editor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-format.h"
#include "core/gmp-player-balance.h"
#include "render/gmp-render-balance.h"

#include "gmp-accessible.h"
#include "gmp-balance-dialog.h"
#include "gmp-wrapped-label.h"

/* The progress bar follows the games at this pace */
#define PROGRESS_MS 100

struct _GmpBalanceDialog
{
  AdwWindow       parent_instance;

  /* Built in code */
  GtkStack       *stack;            /* "setup", "running", "report" */
  GtkSpinButton  *games_spin;
  AdwComboRow    *level_row;
  GtkSpinButton  *seed_spin;
  GtkWidget      *play_button;
  GtkLabel       *status_label;
  GtkProgressBar *progress;
  GtkWidget      *report_box;       /* the report's lines, rebuilt for each */
  GtkWidget      *chart;

  /* Owned references */
  GmpBoard       *board;
  GmpScenario    *scenario;         /* a copy: the editor goes on meanwhile */
  char           *title;
  GmpBalance     *balance;          /* the check under way, or the last one */
  GCancellable   *cancellable;
  guint           progress_source;
  char           *report_text;
  char           *status;
  guint64         seed;             /* of the check under way or shown */
  GmpPlayerLevel  level;

  guint           closed : 1;       /* unrealized: nobody looks any more */
};

G_DEFINE_FINAL_TYPE (GmpBalanceDialog, gmp_balance_dialog, ADW_TYPE_WINDOW)

/* The dialog's sentences: wrapped, as wide as the dialog */
static GtkWidget *
new_label (const char *text,
           const char *css_class)
{
  return gmp_wrapped_label_new (text, css_class, -1);
}

static void
set_status (GmpBalanceDialog *self,
            const char       *status)
{
  g_free (self->status);
  self->status = g_strdup (status);
  gtk_label_set_text (self->status_label, status != NULL ? status : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), status != NULL);
}

/* The report ----------------------------------------------------------- */

/* "Swarm wins: 61,2 % of games" and "95 % interval: 58,1 %–64,2 %" */
static void
describe_rate (const char  *side,
               guint        wins,
               guint        games,
               char       **rate_line,
               char       **interval_line)
{
  double rate, low, high;
  g_autofree char *rate_text = NULL;
  g_autofree char *low_text = NULL;
  g_autofree char *high_text = NULL;

  gmp_balance_rate (wins, games, &rate, &low, &high);
  rate_text = gmp_format_percent (rate, 1);
  low_text = gmp_format_percent (low, 1);
  high_text = gmp_format_percent (high, 1);
  /* TRANSLATORS: a side's wins in a balance check: "Swarm wins: 61.2% of
   * games"; the second %s is a percentage already written */
  *rate_line = g_strdup_printf (_("%s: %s of games"), side, rate_text);
  /* TRANSLATORS: the 95 % confidence interval of a win rate, each %s a
   * percentage already written: "95% interval: 58.1%–64.2%" */
  *interval_line = g_strdup_printf (_("95%% interval: %s–%s"), low_text, high_text);
}

/* "Turn 10: 412 games (41.2%)": a count of the games and its share, the
 * share written as every percentage of the app is (gmp_format_percent) */
static char *
games_line (const char *what,
            guint       n,
            guint       games)
{
  g_autofree char *share = gmp_format_percent (games > 0 ? (double) n / games : 0.0, 1);

  /* TRANSLATORS: how many of a balance check's games ended one way, or lost
   * one city's Fort: "Two key cities destroyed: 412 games (41.2%)"; the
   * last %s is a percentage already written */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u game (%s)", "%s: %u games (%s)", n),
                          what, n, share);
}

static void
add_line (GmpBalanceDialog *self,
          GString          *text,
          GtkWidget        *label,
          const char       *said)
{
  gtk_box_append (GTK_BOX (self->report_box), label);
  g_string_append (text, said);
  g_string_append_c (text, '\n');
}

/* The chart's words, for a screen reader: "turn 6: 120, turn 7: 80" */
static char *
describe_turns (const GmpBalanceReport *report)
{
  g_autoptr(GString) turns = g_string_new (NULL);

  for (guint turn = 1; turn <= report->n_turns; turn++)
    {
      guint k = 0;

      for (guint reason = GMP_END_KEY_CITIES; reason <= GMP_END_DANGER; reason++)
        k += report->ends[reason * (report->n_turns + 1) + turn];
      if (k == 0)
        continue;
      if (turns->len > 0)
        g_string_append (turns, ", ");
      /* TRANSLATORS: games that ended on a turn: "turn 6: 120" */
      g_string_append_printf (turns, _("turn %u: %u"), turn, k);
    }
  return g_string_free (g_steal_pointer (&turns), FALSE);
}

static void
build_report (GmpBalanceDialog *self)
{
  const GmpBalanceReport *report = gmp_balance_get_report (self->balance);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree guint *order = g_new0 (guint, report->n_cities);
  guint n_ranked = gmp_balance_report_rank_destroyed (report, order);
  g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, self->seed);
  g_autofree char *heading = NULL;
  g_autofree char *turns = describe_turns (report);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->report_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->report_box), child);

  /* TRANSLATORS: the balance check's report: the scenario, how many games,
   * the computer player's level ("Strong") and the first game's seed */
  heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "%s: %u game, the computer player at level %s on "
                                          "both sides, seed %s",
                                          "%s: %u games, the computer player at level %s on "
                                          "both sides, seed %s", report->games),
                             self->title, report->games, gmp_player_level_get_name (self->level),
                             seed_text);
  add_line (self, text, new_label (heading, "dim-label"), heading);
  for (GmpSide side = GMP_SIDE_SWARM; side < GMP_N_SIDES; side++)
    {
      g_autofree char *rate = NULL;
      g_autofree char *interval = NULL;

      describe_rate (side == GMP_SIDE_SWARM ? _("Swarm wins") : _("Humans win"), report->wins[side],
                     report->games, &rate, &interval);
      add_line (self, text, new_label (rate, "title-3"), rate);
      add_line (self, text, new_label (interval, "dim-label"), interval);
    }

  add_line (self, text, new_label (_("How the games end:"), "heading"), _("How the games end:"));
  for (guint reason = GMP_END_KEY_CITIES; reason <= GMP_END_DANGER; reason++)
    {
      guint n = gmp_balance_report_count_ends (report, reason);
      g_autofree char *color = gmp_render_balance_end_color (reason);
      g_autofree char *line = games_line (gmp_balance_end_name (reason), n, report->games);
      g_autofree char *escaped = g_markup_escape_text (line, -1);
      g_autofree char *markup = g_strdup_printf ("<span foreground=\"%s\">■</span> %s", color,
                                                 escaped);
      GtkWidget *label = new_label (NULL, NULL);

      gtk_label_set_markup (GTK_LABEL (label), markup);
      add_line (self, text, label, line);
    }
  /* The chart draws from the balance's report; its words are for the
   * screen reader */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->chart), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Games ended on each turn"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, turns, -1);
  gtk_box_append (GTK_BOX (self->report_box), new_label (_("Games ended on each turn"),
                                                         "dim-label"));
  gtk_box_append (GTK_BOX (self->report_box), self->chart);
  gtk_widget_queue_draw (self->chart);
  g_string_append_printf (text, "%s\n", turns);

  if (n_ranked == 0)
    add_line (self, text, new_label (_("No Fort fell in any game."), "heading"),
              _("No Fort fell in any game."));
  else
    add_line (self, text, new_label (_("Cities whose Fort fell most often (Rules note 19):"),
                                     "heading"),
              _("Cities whose Fort fell most often (Rules note 19):"));
  for (guint i = 0; i < MIN (n_ranked, (guint) GMP_BALANCE_CITIES_SHOWN); i++)
    {
      guint n = report->destroyed[order[i]];
      g_autofree char *line = games_line (self->board->cities[order[i]].name, n, report->games);

      add_line (self, text, new_label (line, NULL), line);
    }
  g_free (self->report_text);
  self->report_text = g_string_free (g_steal_pointer (&text), FALSE);
}

static void
draw_chart (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  GmpBalanceDialog *self = user_data;
  GdkRGBA color;
  double ink[4];

  if (self->balance == NULL)
    return;
  /* The theme's text colour: the chart reads in a dark style too */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &color);
  G_GNUC_END_IGNORE_DEPRECATIONS
  ink[0] = color.red;
  ink[1] = color.green;
  ink[2] = color.blue;
  ink[3] = color.alpha;
  gmp_render_balance_chart (cr, gmp_balance_get_report (self->balance), width, height, ink);
}

/* Running ---------------------------------------------------------------- */

static void
update_progress (GmpBalanceDialog *self)
{
  guint done = gmp_balance_get_done (self->balance);
  guint games = gmp_balance_get_games (self->balance);
  /* TRANSLATORS: the balance check's progress: "312 of 1000 games played" */
  g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u game played",
                                                        "%u of %u games played", games),
                                           done, games);

  gtk_progress_bar_set_fraction (self->progress, games > 0 ? (double) done / games : 0.0);
  gtk_progress_bar_set_text (self->progress, text);
}

static gboolean
on_progress_timeout (gpointer user_data)
{
  update_progress (user_data);
  return G_SOURCE_CONTINUE;
}

static void
run_in_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  GError *error = NULL;

  /* 0 threads: one per core */
  if (!gmp_balance_run (task_data, 0, cancellable, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
on_run_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  GmpBalanceDialog *self = GMP_BALANCE_DIALOG (source);
  g_autoptr(GError) error = NULL;

  g_clear_handle_id (&self->progress_source, g_source_remove);
  g_clear_object (&self->cancellable);
  /* Closed meanwhile: nobody to tell */
  if (self->closed)
    return;
  gtk_widget_set_sensitive (self->play_button, TRUE);
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          guint done = gmp_balance_get_done (self->balance);
          g_autofree char *status = g_strdup_printf (
            /* TRANSLATORS: a balance check cancelled: how many games it had played */
            g_dngettext (GETTEXT_PACKAGE, "Cancelled after %u of %u game.",
                         "Cancelled after %u of %u games.", gmp_balance_get_games (self->balance)),
            done, gmp_balance_get_games (self->balance));

          set_status (self, status);
        }
      else
        set_status (self, error->message);
      gtk_stack_set_visible_child_name (self->stack, "setup");
      return;
    }
  update_progress (self);
  build_report (self);
  gtk_stack_set_visible_child_name (self->stack, "report");
}

static void
on_play_clicked (GmpBalanceDialog *self)
{
  g_autoptr(GTask) task = NULL;

  if (self->cancellable != NULL)
    return;
  self->level = adw_combo_row_get_selected (self->level_row) < GMP_N_PLAYER_LEVELS
                ? adw_combo_row_get_selected (self->level_row) : GMP_PLAYER_STRONG;
  self->seed = (guint64) gtk_spin_button_get_value_as_int (self->seed_spin);
  /* The task keeps the dialog, and so the balance, until its games stop */
  g_clear_pointer (&self->balance, gmp_balance_free);
  self->balance = gmp_balance_new (self->board, self->scenario, self->level, self->level,
                                   (guint) gtk_spin_button_get_value_as_int (self->games_spin),
                                   self->seed);
  self->cancellable = g_cancellable_new ();
  set_status (self, NULL);
  gtk_widget_set_sensitive (self->play_button, FALSE);
  update_progress (self);
  gtk_stack_set_visible_child_name (self->stack, "running");
  self->progress_source = g_timeout_add (PROGRESS_MS, on_progress_timeout, self);

  task = g_task_new (self, self->cancellable, on_run_done, NULL);
  g_task_set_source_tag (task, on_play_clicked);
  g_task_set_task_data (task, self->balance, NULL);
  g_task_run_in_thread (task, run_in_thread);
}

static void
on_cancel_clicked (GmpBalanceDialog *self)
{
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

static void
on_again_clicked (GmpBalanceDialog *self)
{
  gtk_stack_set_visible_child_name (self->stack, "setup");
}

/* The pages ------------------------------------------------------------- */

static GtkWidget *
new_spin_row (const char     *title,
              const char     *subtitle,
              double          low,
              double          high,
              double          value,
              GtkSpinButton **spin_out)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (low, high, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  *spin_out = GTK_SPIN_BUTTON (spin);
  return row;
}

static GtkWidget *
new_button (const char *mnemonic,
            const char *css_class,
            GCallback   callback,
            gpointer    data)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (mnemonic);

  gmp_accessible_name_mnemonic_button (button);
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  if (css_class != NULL)
    gtk_widget_add_css_class (button, css_class);
  g_signal_connect_swapped (button, "clicked", callback, data);
  return button;
}

static GtkWidget *
build_setup_page (GmpBalanceDialog *self)
{
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *actions = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  g_autofree char *description = NULL;

  /* TRANSLATORS: %u is how many cores the computer has */
  description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "Plays this scenario many times with the computer "
                                              "player on both sides, on the %u core of this "
                                              "computer, and shows how often each side wins. The "
                                              "same seed gives the same report.",
                                              "Plays this scenario many times with the computer "
                                              "player on both sides, on the %u cores of this "
                                              "computer, and shows how often each side wins. The "
                                              "same seed gives the same report.",
                                              g_get_num_processors ()),
                                 g_get_num_processors ());
  adw_preferences_group_set_title (group, self->title);
  adw_preferences_group_set_description (group, description);
  adw_preferences_group_add (group, new_spin_row (_("Games"), _("How many games to play"), 1,
                                                  1000000, 1000, &self->games_spin));
  for (guint level = 0; level < GMP_N_PLAYER_LEVELS; level++)
    gtk_string_list_append (levels, gmp_player_level_get_name (level));
  self->level_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_combo_row_set_model (self->level_row, G_LIST_MODEL (levels));
  adw_combo_row_set_selected (self->level_row, GMP_PLAYER_STRONG);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->level_row), _("Level"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->level_row),
                               _("The computer player’s, on both sides"));
  adw_preferences_group_add (group, GTK_WIDGET (self->level_row));
  adw_preferences_group_add (group, new_spin_row (_("Seed"), _("Game i is played with seed + i"),
                                                  0, G_MAXINT, 1, &self->seed_spin));
  adw_preferences_page_add (page, group);

  self->status_label = GTK_LABEL (new_label (NULL, "dim-label"));
  gtk_label_set_xalign (self->status_label, 0.5);
  gtk_label_set_justify (self->status_label, GTK_JUSTIFY_CENTER);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), FALSE);
  self->play_button = new_button (_("_Play the Games"), "suggested-action",
                                  G_CALLBACK (on_play_clicked), self);
  gtk_widget_add_css_class (self->play_button, "pill");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->status_label));
  gtk_box_append (GTK_BOX (box), self->play_button);
  adw_preferences_group_add (actions, box);
  adw_preferences_page_add (page, actions);
  return GTK_WIDGET (page);
}

static GtkWidget *
build_running_page (GmpBalanceDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (box, 36);
  gtk_widget_set_margin_end (box, 36);
  gtk_box_append (GTK_BOX (box), new_label (_("Playing the games…"), "title-4"));
  gtk_label_set_xalign (GTK_LABEL (gtk_widget_get_last_child (box)), 0.5);
  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_progress_bar_set_show_text (self->progress, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->progress), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Games played"), -1);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->progress));
  gtk_box_append (GTK_BOX (box), new_button (_("_Cancel"), NULL, G_CALLBACK (on_cancel_clicked),
                                             self));
  return box;
}

static GtkWidget *
build_report_page (GmpBalanceDialog *self)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  self->report_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  self->chart = g_object_ref_sink (gtk_drawing_area_new ());
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->chart), 160);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->chart), draw_chart, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->chart), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Games ended on each turn"), -1);
  gtk_box_append (GTK_BOX (box), self->report_box);
  gtk_box_append (GTK_BOX (box), new_button (_("Check _Again"), "pill",
                                             G_CALLBACK (on_again_clicked), self));
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  return scroller;
}

static void
build (GmpBalanceDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();

  gtk_window_set_title (GTK_WINDOW (self), _("Check Balance"));
  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_stack_set_transition_type (self->stack, GTK_STACK_TRANSITION_TYPE_CROSSFADE);
  gtk_widget_set_vexpand (GTK_WIDGET (self->stack), TRUE);
  gtk_stack_add_named (self->stack, build_setup_page (self), "setup");
  gtk_stack_add_named (self->stack, build_running_page (self), "running");
  gtk_stack_add_named (self->stack, build_report_page (self), "report");
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->stack));
  adw_window_set_content (ADW_WINDOW (self), box);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->play_button);
}

/* Closed while the games go on (the window destroyed, with its parent or
 * alone): they stop. The task keeps this object, and so the balance its
 * threads play into, until they have: dispose comes only after that. */
static void
gmp_balance_dialog_unrealize (GtkWidget *widget)
{
  GmpBalanceDialog *self = GMP_BALANCE_DIALOG (widget);

  self->closed = TRUE;
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->progress_source, g_source_remove);

  GTK_WIDGET_CLASS (gmp_balance_dialog_parent_class)->unrealize (widget);
}

static void
gmp_balance_dialog_dispose (GObject *object)
{
  GmpBalanceDialog *self = GMP_BALANCE_DIALOG (object);

  g_clear_handle_id (&self->progress_source, g_source_remove);
  g_clear_object (&self->chart);

  G_OBJECT_CLASS (gmp_balance_dialog_parent_class)->dispose (object);
}

static void
gmp_balance_dialog_finalize (GObject *object)
{
  GmpBalanceDialog *self = GMP_BALANCE_DIALOG (object);

  g_clear_pointer (&self->balance, gmp_balance_free);
  g_clear_pointer (&self->scenario, gmp_scenario_free);
  g_clear_pointer (&self->board, gmp_board_unref);
  g_clear_object (&self->cancellable);
  g_free (self->title);
  g_free (self->report_text);
  g_free (self->status);

  G_OBJECT_CLASS (gmp_balance_dialog_parent_class)->finalize (object);
}

static void
gmp_balance_dialog_class_init (GmpBalanceDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_balance_dialog_dispose;
  object_class->finalize = gmp_balance_dialog_finalize;
  widget_class->unrealize = gmp_balance_dialog_unrealize;

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_set_css_name (widget_class, "balance-dialog");
}

static void
gmp_balance_dialog_init (GmpBalanceDialog *self)
{
  self->level = GMP_PLAYER_STRONG;
  gtk_window_set_default_size (GTK_WINDOW (self), 520, 640);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_hide_on_close (GTK_WINDOW (self), FALSE);
}

GtkWidget *
gmp_balance_dialog_new (GtkWindow *parent,
                        GmpGame   *game)
{
  GmpBalanceDialog *self;
  const GmpScenario *scenario;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (GMP_IS_GAME (game), NULL);

  self = g_object_new (GMP_TYPE_BALANCE_DIALOG, "transient-for", parent, NULL);
  scenario = gmp_game_get_scenario (game);
  self->board = gmp_board_ref (gmp_game_get_board (game));
  self->scenario = gmp_scenario_copy (scenario);
  self->title = g_strdup (gmp_game_get_title (game));
  build (self);

  /* A scenario with problems, or a game over, has nothing to play */
  if (!gmp_session_check_playable (gmp_game_get_session (game), &error))
    set_status (self, error->message);
  else if (gmp_turn_is_over (scenario->state))
    set_status (self, _("The game is over: there is nothing to play"));
  gtk_widget_set_sensitive (self->play_button, self->status == NULL);
  return GTK_WIDGET (self);
}

void
gmp_balance_dialog_set_options (GmpBalanceDialog *self,
                                guint             games,
                                GmpPlayerLevel    level,
                                guint             seed)
{
  g_return_if_fail (GMP_IS_BALANCE_DIALOG (self));
  g_return_if_fail (level < GMP_N_PLAYER_LEVELS);

  gtk_spin_button_set_value (self->games_spin, games);
  adw_combo_row_set_selected (self->level_row, level);
  gtk_spin_button_set_value (self->seed_spin, seed);
}

const char *
gmp_balance_dialog_get_page (GmpBalanceDialog *self)
{
  g_return_val_if_fail (GMP_IS_BALANCE_DIALOG (self), NULL);

  return gtk_stack_get_visible_child_name (self->stack);
}

double
gmp_balance_dialog_get_fraction (GmpBalanceDialog *self)
{
  g_return_val_if_fail (GMP_IS_BALANCE_DIALOG (self), 0.0);

  return gtk_progress_bar_get_fraction (self->progress);
}

const char *
gmp_balance_dialog_get_report_text (GmpBalanceDialog *self)
{
  g_return_val_if_fail (GMP_IS_BALANCE_DIALOG (self), NULL);

  return self->report_text;
}

const char *
gmp_balance_dialog_get_status (GmpBalanceDialog *self)
{
  g_return_val_if_fail (GMP_IS_BALANCE_DIALOG (self), NULL);

  return self->status;
}
