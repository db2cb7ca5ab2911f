// libxml2's SAX2 parser, called directly by StoryboardFormat's LibXMLReader (the same library
// FoundationXML wraps; its headers come from libxml2-dev, found through pkg-config).
#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, whose headers would clash with Foundation's own copy
// (_FoundationICU). Only the layout of xmlCharEncodingHandler depends on it, which is never
// used from Swift (only pointers to it pass through).
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
