/* gmp-xml.c: reading untrusted XML files safely
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "gmp-i18n.h"
#include <glib/gstdio.h>
#include <gio/gio.h>
#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlversion.h>

#include "gmp-error.h"
#include "gmp-xml.h"
#include "gmp-xml-limits.h"

#define SCHEMA_RESOURCE_PREFIX RESOURCE_PREFIX "/data/schema/"

/* libxml2 2.12 made the structured error callback take a const error
 * (xmlStructuredErrorFunc); older releases pass a plain xmlErrorPtr. One
 * handler builds against both without a cast that would hide a real
 * mismatch. Debian 13's "2.12.7+really2.9.14" reports 2.9.14 here, which is
 * the API it has. */
#if LIBXML_VERSION >= 21200
typedef const xmlError *GmpXmlErrorArg;
#else
typedef xmlErrorPtr GmpXmlErrorArg;
#endif

/* The first error libxml2 reports during one call, instead of its default
 * printing to stderr. */
typedef struct {
  char *message;
  int   line;
  int   code;     /* xmlParserErrors, or xmlRelaxNGValidErr when validating */
  char *name;     /* the element, attribute or entity libxml2 names, or NULL */
  char *other;    /* a second name or value, or NULL */
  int   value;    /* libxml2's number for it: the character of XML_ERR_INVALID_CHAR */
} FirstError;

/* How well a validator error tells what to fix. It reports a wrong
 * attribute as a string of errors, the first often a guess ("Expecting an
 * element activated") and the last a summary ("failed to validate
 * content"): the attribute or value it names is the one to show. */
static int
validity_error_rank (int code)
{
  switch (code)
    {
    case XML_RELAXNG_ERR_INVALIDATTR:
    case XML_RELAXNG_ERR_TYPEVAL:
    case XML_RELAXNG_ERR_VALUE:
      return 2;
    case XML_RELAXNG_ERR_ATTRVALID:
    case XML_RELAXNG_ERR_CONTENTVALID:
      return 0;
    default:
      return 1;
    }
}

static void
on_structured_error (void           *user_data,
                     GmpXmlErrorArg  error)
{
  FirstError *first = user_data;
  g_autofree char *message = NULL;

  if (error == NULL || error->level == XML_ERR_WARNING)
    return;
  if (first->message != NULL
      && !(error->domain == XML_FROM_RELAXNGV
           && validity_error_rank (error->code) > validity_error_rank (first->code)))
    return;

  message = g_strdup (error->message != NULL ? error->message : "");
  g_strstrip (message);
  g_free (first->message);
  first->message = g_steal_pointer (&message);
  first->code = error->code;
  g_free (first->name);
  first->name = g_strdup (error->str1);
  g_free (first->other);
  first->other = g_strdup (error->str2);
  first->value = error->int1;
  first->line = error->line;
  if (first->line <= 0 && error->node != NULL)
    first->line = (int) xmlGetLineNo ((xmlNode *) error->node);
}

static void
first_error_clear (FirstError *first)
{
  g_clear_pointer (&first->message, g_free);
  g_clear_pointer (&first->name, g_free);
  g_clear_pointer (&first->other, g_free);
  first->line = 0;
  first->code = 0;
  first->value = 0;
}

/* The first byte that is not white space (after a UTF-8 byte order mark),
 * or NUL when there is none: '<' begins anything XML. */
static char
first_visible_byte (const char *data,
                    gsize       length)
{
  gsize i = 0;

  if (length >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
    i = 3;
  for (; i < length; i++)
    if (!g_ascii_isspace (data[i]))
      return data[i];
  return '\0';
}

/* libxml2 speaks English only: the common errors are said again in the
 * user's language with the names libxml2 found (tags, attributes, entities);
 * its own words are kept only for the errors not listed here. */
static char *
describe_parse_error_in_words (const FirstError *first)
{
  const char *name = first->name, *other = first->other;

  switch (first->code)
    {
    case XML_ERR_TAG_NAME_MISMATCH:
      if (name == NULL || other == NULL)
        return NULL;
      /* TRANSLATORS: XML tags: "<title>" is closed by "</titl>" */
      return g_strdup_printf (_("Not well-formed XML: the element <%s> is closed by </%s>"),
                              name, other);
    case XML_ERR_TAG_NOT_FINISHED:
      if (name == NULL)
        return NULL;
      return g_strdup_printf (_("Not well-formed XML: the file ends before the element <%s> "
                                "is closed"), name);
    case XML_ERR_GT_REQUIRED:
      if (name == NULL)
        return NULL;
      return g_strdup_printf (_("Not well-formed XML: the tag <%s> is not finished "
                                "(a missing “>”, or an attribute written wrong)"), name);
    case XML_ERR_DOCUMENT_END:
      return g_strdup (_("Not well-formed XML: there is more after the end of the document"));
    case XML_ERR_DOCUMENT_EMPTY:
      return g_strdup (_("Not well-formed XML: there is no element in the file"));
    case XML_ERR_ATTRIBUTE_REDEFINED:
      if (name == NULL)
        return NULL;
      return g_strdup_printf (_("Not well-formed XML: the attribute “%s” appears twice in "
                                "one element"), name);
    case XML_ERR_ATTRIBUTE_NOT_STARTED:
    case XML_ERR_ATTRIBUTE_WITHOUT_VALUE:
      return g_strdup (_("Not well-formed XML: an attribute’s value is not in quotes"));
    case XML_ERR_LT_IN_ATTRIBUTE:
      return g_strdup (_("Not well-formed XML: an attribute’s value holds a “<” "
                         "(write it “&lt;”)"));
    case XML_ERR_UNDECLARED_ENTITY:
      if (name == NULL)
        return NULL;
      return g_strdup_printf (_("Not well-formed XML: the entity “&%s;” is not defined"), name);
    case XML_ERR_INVALID_CHAR:
      /* Valid UTF-8, but XML allows no control character (but tab and line
       * ends), nor U+FFFE, U+FFFF, lone surrogates (issue 19) */
      if (first->value > 0 && first->value <= 0x10FFFF)
        /* TRANSLATORS: %04X is the character's code point: "U+0001", "U+FFFF" */
        return g_strdup_printf (_("The character U+%04X is not allowed in XML (no control "
                                  "character but tab and line breaks, nor U+FFFE or U+FFFF)"),
                                (guint) first->value);
      /* libxml2 2.9 reports bytes that are not UTF-8 with this code and no character */
      return g_strdup (_("Not valid UTF-8 text"));
    case XML_ERR_INVALID_ENCODING:
    case XML_ERR_UNSUPPORTED_ENCODING:
      return g_strdup (_("Not valid UTF-8 text"));
    default:
      return NULL;
    }
}

static char *
describe_parse_error (const FirstError *first)
{
  const char *detail = first->message;
  char *in_words;

  if (detail == NULL)
    return g_strdup (_("Not a well-formed XML file"));
  if (first->code == XML_ERR_INTERNAL_ERROR && strstr (detail, "depth") != NULL)
    return g_strdup (_("Its elements are nested too deeply"));
  in_words = describe_parse_error_in_words (first);
  if (in_words != NULL)
    return in_words;
  /* TRANSLATORS: %s is the XML parser's own English description */
  return g_strdup_printf (_("Not well-formed XML (%s)"), detail);
}

/* As describe_parse_error_in_words(), for the schema validator's errors */
static char *
describe_schema_error_in_words (const FirstError *first)
{
  const char *name = first->name, *other = first->other;

  if (name == NULL)
    return NULL;
  switch (first->code)
    {
    case XML_RELAXNG_ERR_ELEMNAME:
      if (other == NULL)
        return NULL;
      return g_strdup_printf (_("Does not follow the file format: the element <%s> was "
                                "expected, not <%s>"), name, other);
    case XML_RELAXNG_ERR_NOELEM:
      return g_strdup_printf (_("Does not follow the file format: the element <%s> is "
                                "missing"), name);
    case XML_RELAXNG_ERR_INVALIDATTR:
      if (other == NULL)
        return NULL;
      /* TRANSLATORS: the attribute, then the element */
      return g_strdup_printf (_("Does not follow the file format: the attribute “%s” is not "
                                "allowed on the element <%s>, or its value is wrong"),
                              name, other);
    case XML_RELAXNG_ERR_TYPEVAL:
    case XML_RELAXNG_ERR_VALUE:
      /* TYPEVAL names the type first and the value second; VALUE the value */
      return g_strdup_printf (_("Does not follow the file format: the value “%s” is not "
                                "allowed there"),
                              first->code == XML_RELAXNG_ERR_TYPEVAL && other != NULL
                              ? other : name);
    case XML_RELAXNG_ERR_EXTRACONTENT:
      if (other == NULL)
        return NULL;
      return g_strdup_printf (_("Does not follow the file format: the element <%s> holds "
                                "<%s>, which it may not hold there"), name, other);
    case XML_RELAXNG_ERR_ELEMWRONG:
    case XML_RELAXNG_ERR_INTEREXTRA:
      return g_strdup_printf (_("Does not follow the file format: the element <%s> is not "
                                "allowed there"), name);
    case XML_RELAXNG_ERR_TEXTWRONG:
      return g_strdup_printf (_("Does not follow the file format: the element <%s> may not "
                                "hold text"), name);
    case XML_RELAXNG_ERR_ATTRVALID:
      return g_strdup_printf (_("Does not follow the file format: an attribute of the "
                                "element <%s> is missing or wrong"), name);
    case XML_RELAXNG_ERR_CONTENTVALID:
      return g_strdup_printf (_("Does not follow the file format: what the element <%s> "
                                "holds is wrong"), name);
    default:
      return NULL;
    }
}

static char *
describe_schema_error (const FirstError *first)
{
  char *in_words;

  if (first->message == NULL)
    return g_strdup (_("Does not follow the file format"));
  in_words = describe_schema_error_in_words (first);
  if (in_words != NULL)
    return in_words;
  /* TRANSLATORS: %s is the schema validator's own English description */
  return g_strdup_printf (_("Does not follow the file format (%s)"), first->message);
}

/* libxml2 keeps its error handler per thread; these save and restore it so
 * that nothing of ours outlives the call. */
typedef struct {
  xmlStructuredErrorFunc  func;
  void                   *data;
} SavedHandler;

static SavedHandler
capture_errors (FirstError *first)
{
  SavedHandler saved = { xmlStructuredError, xmlStructuredErrorContext };

  xmlSetStructuredErrorFunc (first, on_structured_error);
  return saved;
}

static void
restore_errors (SavedHandler saved)
{
  xmlSetStructuredErrorFunc (saved.data, saved.func);
}

static void
set_located_error (GError     **error,
                   GmpError     code,
                   const char  *display_name,
                   int          line,
                   const char  *message)
{
  if (line > 0)
    g_set_error (error, GMP_ERROR, code, "%s:%d: %s", display_name, line, message);
  else
    g_set_error (error, GMP_ERROR, code, "%s: %s", display_name, message);
}

GBytes *
gmp_xml_read_file (const char  *path,
                   GError     **error)
{
  g_autofree char *display = NULL;
  g_autofree char *buffer = NULL;
  struct stat st;
  gsize length = 0;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  display = g_filename_display_name (path);
  if (*path == '\0')
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_IO, _("Cannot open “%s”: %s"), display,
                   _("The file name is empty"));
      return NULL;
    }

  /* O_NONBLOCK: opening a FIFO must not hang; a directory or a device is
   * refused below before anything is read. */
  fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, 0);
  if (fd < 0)
    {
      int saved_errno = errno;

      g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                   _("Cannot open “%s”: %s"), display, g_strerror (saved_errno));
      return NULL;
    }

  if (fstat (fd, &st) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                   _("Cannot read “%s”: %s"), display, g_strerror (saved_errno));
      close (fd);
      return NULL;
    }

  if (S_ISDIR (st.st_mode))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                   _("Cannot read “%s”: it is a folder, not a file"), display);
      close (fd);
      return NULL;
    }

  if (!S_ISREG (st.st_mode))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                   _("Cannot read “%s”: it is not a regular file"), display);
      close (fd);
      return NULL;
    }

  /* Checked before reading anything, so a huge file costs nothing. */
  if (st.st_size > GMP_XML_MAX_SIZE)
    {
      g_autofree char *size_text = g_format_size_full ((guint64) st.st_size,
                                                       G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *limit_text = g_format_size_full (GMP_XML_MAX_SIZE,
                                                        G_FORMAT_SIZE_IEC_UNITS);

      g_set_error (error, GMP_ERROR, GMP_ERROR_TOO_LARGE,
                   _("“%s” is too large (%s; at most %s are allowed)"),
                   display, size_text, limit_text);
      close (fd);
      return NULL;
    }

  /* One byte more than allowed, in case the file grows while we read it. */
  buffer = g_malloc ((gsize) st.st_size + 1);
  for (;;)
    {
      gsize want = (gsize) st.st_size + 1 - length;
      gssize n;

      if (want == 0)
        break;

      n = read (fd, buffer + length, want);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                       _("Cannot read “%s”: %s"), display, g_strerror (saved_errno));
          close (fd);
          return NULL;
        }
      if (n == 0)
        break;
      length += (gsize) n;
    }
  close (fd);

  if (length > (gsize) st.st_size)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                   _("Cannot read “%s”: it changed while being read"), display);
      return NULL;
    }

  return g_bytes_new_take (g_steal_pointer (&buffer), length);
}

static gboolean
contains (const char *data,
          gsize       length,
          const char *needle)
{
  /* The caller made sure that data holds no NUL byte. */
  return g_strstr_len (data, (gssize) length, needle) != NULL;
}

/* A second guard behind the byte check (an encoding could hide the bytes):
 * the parser stops at the first DOCTYPE or entity declaration. */
static void
on_forbidden (xmlParserCtxt *parser)
{
  gboolean *forbidden = parser->_private;

  *forbidden = TRUE;
  xmlStopParser (parser);
}

static void
on_internal_subset (void          *user_data,
                    const xmlChar *name,
                    const xmlChar *external_id,
                    const xmlChar *system_id)
{
  on_forbidden (user_data);
}

static void
on_entity_decl (void          *user_data,
                const xmlChar *name,
                int            type,
                const xmlChar *public_id,
                const xmlChar *system_id,
                xmlChar       *content)
{
  on_forbidden (user_data);
}

static xmlRelaxNG *
compile_schema (const char  *schema_name,
                GError     **error)
{
  g_autofree char *resource = g_strconcat (SCHEMA_RESOURCE_PREFIX, schema_name, NULL);
  g_autoptr(GBytes) bytes = NULL;
  xmlRelaxNGParserCtxt *parser;
  xmlRelaxNG *schema;
  FirstError first = { NULL, 0, 0 };
  SavedHandler saved;
  gconstpointer data;
  gsize length;

  bytes = g_resources_lookup_data (resource, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                   _("The schema “%s” is missing from this program"), schema_name);
      return NULL;
    }

  data = g_bytes_get_data (bytes, &length);
  saved = capture_errors (&first);
  parser = xmlRelaxNGNewMemParserCtxt (data, (int) length);
  xmlRelaxNGSetParserStructuredErrors (parser, on_structured_error, &first);
  schema = xmlRelaxNGParse (parser);
  xmlRelaxNGFreeParserCtxt (parser);
  restore_errors (saved);

  if (schema == NULL)
    set_located_error (error, GMP_ERROR_SCHEMA, schema_name, first.line,
                       first.message != NULL ? first.message
                                             : _("The schema cannot be read"));
  first_error_clear (&first);
  return schema;
}

/* A schema compiled once per process: compiling is most of the time a load
 * takes. The compiled schema is only read while validating (each validation
 * has its own context), so threads share it. */
typedef struct {
  xmlRelaxNG *schema;   /* NULL when it cannot be compiled... */
  GError     *error;    /* ...and why */
} CompiledSchema;

typedef struct {
  const char *name;
  gsize       compiled;   /* CompiledSchema*, set once (g_once_init_enter) */
} SchemaSlot;

static SchemaSlot schema_slots[] = {
  { "board.rng", 0 },
  { "scenario.rng", 0 },
};

/* The schema resource compiled, or NULL with error; owned by the cache. */
static xmlRelaxNG *
get_schema (const char  *schema_name,
            GError     **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (schema_slots); i++)
    {
      SchemaSlot *slot = &schema_slots[i];
      const CompiledSchema *compiled;

      if (strcmp (slot->name, schema_name) != 0)
        continue;

      if (g_once_init_enter (&slot->compiled))
        {
          CompiledSchema *made = g_new0 (CompiledSchema, 1);

          made->schema = compile_schema (schema_name, &made->error);
          g_once_init_leave (&slot->compiled, (gsize) made);
        }
      compiled = (const CompiledSchema *) slot->compiled;
      if (compiled->schema == NULL)
        g_propagate_error (error, g_error_copy (compiled->error));
      return compiled->schema;
    }

  g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
               _("The schema “%s” is missing from this program"), schema_name);
  return NULL;
}

static gboolean
validate_with (xmlRelaxNG  *schema,
               xmlDoc      *doc,
               const char  *display_name,
               GError     **error)
{
  xmlRelaxNGValidCtxt *validator;
  FirstError first = { NULL, 0, 0 };
  SavedHandler saved;
  int result;

  saved = capture_errors (&first);
  validator = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (validator, on_structured_error, &first);
  result = xmlRelaxNGValidateDoc (validator, doc);
  xmlRelaxNGFreeValidCtxt (validator);
  restore_errors (saved);

  if (result != 0)
    {
      g_autofree char *what = describe_schema_error (&first);

      set_located_error (error, GMP_ERROR_SCHEMA, display_name, first.line, what);
      first_error_clear (&first);
      return FALSE;
    }
  first_error_clear (&first);
  return TRUE;
}

gboolean
gmp_xml_validate (xmlDoc      *doc,
                  const char  *display_name,
                  const char  *schema_name,
                  GError     **error)
{
  xmlRelaxNG *schema;

  g_return_val_if_fail (doc != NULL, FALSE);
  g_return_val_if_fail (schema_name != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (display_name == NULL)
    display_name = _("(unnamed)");

  /* Bounded before the validator, whose time grows with the square of
   * some lists (gmp-xml-limits.h) */
  if (!gmp_xml_check_counts (doc, display_name, schema_name, error))
    return FALSE;

  schema = get_schema (schema_name, error);
  if (schema == NULL)
    return FALSE;
  return validate_with (schema, doc, display_name, error);
}

/* Parts of a schema: the same grammar started at one of its defines.
 * Compiled when first asked for (only ever on a file that failed), kept
 * for the process. */
static GMutex part_schemas_lock;
static GHashTable *part_schemas;   /* "schema#define" => xmlRelaxNG*, NULL: cannot be */

static xmlRelaxNG *
compile_part_schema (const char *schema_name,
                     const char *define)
{
  g_autofree char *resource = g_strconcat (SCHEMA_RESOURCE_PREFIX, schema_name, NULL);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (resource, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                                     NULL);
  g_autoptr(GString) text = NULL;
  FirstError first = { NULL, 0, 0 };
  xmlRelaxNGParserCtxt *parser;
  xmlRelaxNG *schema;
  SavedHandler saved;
  const char *start, *end;

  if (bytes == NULL)
    return NULL;
  text = g_string_new_len (g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes));
  start = strstr (text->str, "<start>");
  end = start != NULL ? strstr (start, "</start>") : NULL;
  if (end == NULL)
    return NULL;
  {
    gsize from = (gsize) (start - text->str);
    g_autofree char *ref = g_strdup_printf ("<start><ref name=\"%s\"/></start>", define);

    g_string_erase (text, (gssize) from, (gssize) (end + strlen ("</start>") - start));
    g_string_insert (text, (gssize) from, ref);
  }

  saved = capture_errors (&first);
  parser = xmlRelaxNGNewMemParserCtxt (text->str, (int) text->len);
  xmlRelaxNGSetParserStructuredErrors (parser, on_structured_error, &first);
  schema = xmlRelaxNGParse (parser);
  xmlRelaxNGFreeParserCtxt (parser);
  restore_errors (saved);
  first_error_clear (&first);
  return schema;
}

static xmlRelaxNG *
get_part_schema (const char *schema_name,
                 const char *define)
{
  g_autofree char *key = g_strconcat (schema_name, "#", define, NULL);
  xmlRelaxNG *schema;
  gpointer found;

  g_mutex_lock (&part_schemas_lock);
  if (part_schemas == NULL)
    part_schemas = g_hash_table_new (g_str_hash, g_str_equal);
  if (g_hash_table_lookup_extended (part_schemas, key, NULL, &found))
    schema = found;
  else
    {
      schema = compile_part_schema (schema_name, define);
      g_hash_table_insert (part_schemas, g_steal_pointer (&key), schema);
    }
  g_mutex_unlock (&part_schemas_lock);
  return schema;
}

gboolean
gmp_xml_validate_part (xmlNode     *node,
                       const char  *display_name,
                       const char  *schema_name,
                       const char  *define,
                       GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  xmlRelaxNG *schema;
  xmlNode *copy;

  g_return_val_if_fail (node != NULL && schema_name != NULL && define != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  schema = get_part_schema (schema_name, define);
  if (schema == NULL)
    return TRUE;   /* nothing more precise to say */
  doc = xmlNewDoc ((const xmlChar *) "1.0");
  /* The copy keeps each element's line */
  copy = xmlDocCopyNode (node, doc, 1);
  if (copy == NULL)
    return TRUE;
  xmlDocSetRootElement (doc, copy);
  return validate_with (schema, doc, display_name != NULL ? display_name : _("(unnamed)"),
                        error);
}

/* The end of @terminator after @p, or @end; counts the lines passed. */
static const char *
skip_past (const char  *p,
           const char  *end,
           const char  *terminator,
           int         *line)
{
  gsize length = strlen (terminator);

  for (; p < end; p++)
    {
      if ((gsize) (end - p) >= length && memcmp (p, terminator, length) == 0)
        return p + length;
      if (*p == '\n')
        (*line)++;
    }
  return end;
}

static gboolean
starts_with (const char *p,
             const char *end,
             const char *prefix)
{
  gsize length = strlen (prefix);

  return (gsize) (end - p) >= length && memcmp (p, prefix, length) == 0;
}

/* The attributes of the start tag at @p (just past its '<'): each has one
 * '=' outside quotes. Leaves *@p past the tag. */
static guint
count_tag_attributes (const char **p,
                      const char  *end,
                      int         *line)
{
  guint n = 0;
  char quote = 0;

  for (; *p < end; (*p)++)
    {
      char c = **p;

      if (c == '\n')
        (*line)++;
      if (quote != 0)
        quote = c == quote ? 0 : quote;
      else if (c == '"' || c == '\'')
        quote = c;
      else if (c == '=')
        n++;
      else if (c == '>')
        {
          (*p)++;
          break;
        }
    }
  return n;
}

gboolean
gmp_xml_check_attributes (GBytes      *bytes,
                          const char  *display_name,
                          GError     **error)
{
  gsize length = 0;
  const char *p;
  const char *end;
  int line = 1;

  g_return_val_if_fail (bytes != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Empty bytes may have no data pointer at all */
  p = g_bytes_get_data (bytes, &length);
  if (length == 0)
    return TRUE;
  end = p + length;

  while (p < end)
    {
      int tag_line = line;

      if (*p != '<')
        {
          line += *p == '\n';
          p++;
        }
      else if (starts_with (p, end, "<!--"))
        p = skip_past (p + 4, end, "-->", &line);
      else if (starts_with (p, end, "<![CDATA["))
        p = skip_past (p + 9, end, "]]>", &line);
      else if (starts_with (p, end, "<?"))
        p = skip_past (p + 2, end, "?>", &line);
      else if (starts_with (p, end, "</") || starts_with (p, end, "<!"))
        p = skip_past (p + 2, end, ">", &line);
      else
        {
          p++;
          if (count_tag_attributes (&p, end, &line) > GMP_XML_MAX_ATTRIBUTES)
            {
              g_autofree char *message =
                g_strdup_printf (_("An element has more than %d attributes"),
                                 GMP_XML_MAX_ATTRIBUTES);

              set_located_error (error, GMP_ERROR_TOO_LARGE,
                                 display_name != NULL ? display_name : _("(unnamed)"),
                                 tag_line, message);
              return FALSE;
            }
        }
    }
  return TRUE;
}

xmlDoc *
gmp_xml_parse (GBytes      *bytes,
               const char  *display_name,
               const char  *schema_name,
               GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  xmlParserCtxt *parser;
  FirstError first = { NULL, 0, 0 };
  SavedHandler saved;
  gboolean forbidden = FALSE;
  const char *data;
  gsize length;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (display_name == NULL)
    display_name = _("(unnamed)");

  data = g_bytes_get_data (bytes, &length);
  if (data == NULL)
    data = "";  /* empty bytes may have no data at all */
  if (length > GMP_XML_MAX_SIZE)
    {
      g_autofree char *size_text = g_format_size_full (length, G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *limit_text = g_format_size_full (GMP_XML_MAX_SIZE,
                                                        G_FORMAT_SIZE_IEC_UNITS);

      g_set_error (error, GMP_ERROR, GMP_ERROR_TOO_LARGE,
                   _("“%s” is too large (%s; at most %s are allowed)"),
                   display_name, size_text, limit_text);
      return NULL;
    }

  /* UTF-16 and UTF-32 text holds NUL bytes; refusing it keeps the byte
   * checks below meaningful. */
  if (memchr (data, '\0', length) != NULL)
    {
      set_located_error (error, GMP_ERROR_PARSE, display_name, 0,
                         _("Not a UTF-8 XML file"));
      return NULL;
    }

  /* Refused before the parser sees them, so that no entity is ever expanded
   * and no external file is ever loaded. */
  if (contains (data, length, "<!DOCTYPE") || contains (data, length, "<!ENTITY"))
    {
      set_located_error (error, GMP_ERROR_PARSE, display_name, 0,
                         _("DTDs and entities are not allowed"));
      return NULL;
    }

  if (length > G_MAXINT)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_TOO_LARGE, _("“%s” is too large"), display_name);
      return NULL;
    }

  if (!gmp_xml_check_attributes (bytes, display_name, error))
    return NULL;

  saved = capture_errors (&first);
  parser = xmlNewParserCtxt ();
  if (parser == NULL)
    {
      restore_errors (saved);
      g_set_error (error, GMP_ERROR, GMP_ERROR_PARSE, _("Out of memory"));
      return NULL;
    }
  parser->_private = &forbidden;
  parser->sax->internalSubset = on_internal_subset;
  parser->sax->externalSubset = on_internal_subset;
  parser->sax->entityDecl = on_entity_decl;
  /* No XML_PARSE_NOENT, XML_PARSE_DTDLOAD, XML_PARSE_HUGE or XINCLUDE. */
  doc = xmlCtxtReadMemory (parser, data, (int) length, NULL, NULL,
                           XML_PARSE_NONET | XML_PARSE_NOWARNING | XML_PARSE_BIG_LINES);
  xmlFreeParserCtxt (parser);
  restore_errors (saved);

  if (forbidden || (doc != NULL && (doc->intSubset != NULL || doc->extSubset != NULL)))
    {
      set_located_error (error, GMP_ERROR_PARSE, display_name, 0,
                         _("DTDs and entities are not allowed"));
      first_error_clear (&first);
      return NULL;
    }

  /* libxml2 calls both an empty file and one without a single tag "empty";
   * the user needs to know which they have. */
  if (doc == NULL && first.code == XML_ERR_DOCUMENT_EMPTY
      && first_visible_byte (data, length) != '<')
    {
      if (first_visible_byte (data, length) == '\0')
        g_set_error (error, GMP_ERROR, GMP_ERROR_PARSE, _("%s is empty"), display_name);
      else
        g_set_error (error, GMP_ERROR, GMP_ERROR_PARSE,
                     _("%s is not a Ginormopod file: it is not XML"), display_name);
      first_error_clear (&first);
      return NULL;
    }

  if (doc == NULL || first.message != NULL)
    {
      g_autofree char *what = describe_parse_error (&first);

      set_located_error (error, GMP_ERROR_PARSE, display_name, first.line, what);
      first_error_clear (&first);
      return NULL;
    }

  if (schema_name != NULL && !gmp_xml_validate (doc, display_name, schema_name, error))
    return NULL;

  return g_steal_pointer (&doc);
}

char *
gmp_xml_get_string (xmlNode    *node,
                    const char *attribute)
{
  xmlChar *value;
  char *result;

  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (attribute != NULL, NULL);

  value = xmlGetNoNsProp (node, (const xmlChar *) attribute);
  if (value == NULL)
    return NULL;
  result = g_strdup ((const char *) value);
  xmlFree (value);
  return result;
}

gboolean
gmp_xml_get_uint (xmlNode    *node,
                  const char *attribute,
                  guint      *value)
{
  g_autofree char *text = gmp_xml_get_string (node, attribute);
  guint64 number;

  if (text == NULL)
    return FALSE;
  g_strstrip (text);
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &number, NULL))
    return FALSE;
  if (value != NULL)
    *value = (guint) number;
  return TRUE;
}

gboolean
gmp_xml_get_double (xmlNode    *node,
                    const char *attribute,
                    double     *value)
{
  g_autofree char *text = gmp_xml_get_string (node, attribute);
  char *end = NULL;
  double number;

  if (text == NULL)
    return FALSE;
  g_strstrip (text);
  if (*text == '\0')
    return FALSE;
  number = g_ascii_strtod (text, &end);
  if (end == NULL || *end != '\0' || !isfinite (number))
    return FALSE;
  if (value != NULL)
    *value = number;
  return TRUE;
}

gboolean
gmp_xml_is_element (xmlNode    *node,
                    const char *name)
{
  return node != NULL
         && node->type == XML_ELEMENT_NODE
         && (name == NULL || xmlStrEqual (node->name, (const xmlChar *) name));
}

gboolean
gmp_xml_language_matches (const char *tag,
                          const char *language)
{
  gsize i;

  for (i = 0; tag[i] != '\0' && language[i] != '\0'; i++)
    {
      char a = tag[i] == '-' ? '_' : g_ascii_tolower (tag[i]);
      char b = language[i] == '-' ? '_' : g_ascii_tolower (language[i]);

      if (a != b)
        return FALSE;
    }
  return tag[i] == '\0' && (language[i] == '\0' || language[i] == '.' || language[i] == '@');
}

char **
gmp_xml_get_all (xmlNode    *node,
                 const char *name)
{
  GPtrArray *texts;

  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  texts = g_ptr_array_new ();
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      xmlChar *text;

      if (!gmp_xml_is_element (child, name))
        continue;
      text = xmlNodeGetContent (child);
      g_ptr_array_add (texts, g_strstrip (g_strdup ((const char *) text)));
      xmlFree (text);
    }
  g_ptr_array_add (texts, NULL);
  return (char **) g_ptr_array_free (texts, FALSE);
}

char *
gmp_xml_get_localized (xmlNode    *node,
                       const char *name)
{
  const char * const *languages = g_get_language_names ();
  xmlNode *untagged = NULL;
  xmlNode *best = NULL;
  guint best_rank = G_MAXUINT;
  xmlNode *child;
  xmlChar *text;
  char *result;

  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  for (child = node->children; child != NULL; child = child->next)
    {
      xmlChar *lang;
      guint rank;

      if (!gmp_xml_is_element (child, name))
        continue;

      lang = xmlGetNsProp (child, (const xmlChar *) "lang", XML_XML_NAMESPACE);
      if (lang == NULL || *lang == '\0')
        {
          if (untagged == NULL)
            untagged = child;
          xmlFree (lang);
          continue;
        }

      for (rank = 0; languages[rank] != NULL && rank < best_rank; rank++)
        {
          if (gmp_xml_language_matches ((const char *) lang, languages[rank]))
            {
              best = child;
              best_rank = rank;
              break;
            }
        }
      xmlFree (lang);
    }

  if (best == NULL)
    best = untagged;
  if (best == NULL)
    return NULL;

  text = xmlNodeGetContent (best);
  result = g_strstrip (g_strdup ((const char *) text));
  xmlFree (text);
  return result;
}
