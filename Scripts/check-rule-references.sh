#!/usr/bin/env bash
# Every UIKit behaviour rule the code, tests and docs cite must have an entry in
# docs/UIKitSemantics.md. Cited as:
#   "UIKIT-SEMANTICS 3.5", "UIKIT-SEMANTICS 6.6–6.8, 6.15", "UIKIT-SEMANTICS 2.x" (a section),
#   "rule 4.10", test names "…_rule6_22" / "…_rules3_9_3_13",
#   a parenthesised number in a comment or doc: "(3.5)", "(4.9, 4.10)", "(2.1 stays balanced)",
#   links: "UIKitSemantics.md#3.5".
# Usage: Scripts/check-rule-references.sh [--list]   (--list prints the cited rules)
set -euo pipefail
cd "$(dirname "$0")/.."
doc=docs/UIKitSemantics.md

files=$( { find Sources Tests docs -type f \( -name '*.swift' -o -name '*.md' \) -not -path "$doc"; echo README.md; } | sort)

# shellcheck disable=SC2086
cited=$(perl -CSD -ne '
    my $num = qr/\d{1,2}\.\d{1,2}/;
    my $item = qr/$num(?:\s*[–-]\s*$num)?/;
    my $list = qr/$item(?:\s*(?:,|;|and)\s*$item)*/;
    sub expand {
        my ($text) = @_;
        for my $part (split /\s*(?:,|;|and)\s*/, $text) {
            if ($part =~ /^(\d+)\.(\d+)\s*[–-]\s*(\d+)\.(\d+)$/ && $1 == $3) {
                print "$1.$_\n" for $2 .. $4;
            } elsif ($part =~ /^(\d+)\.(\d+)$/) {
                print "$1.$2\n";
            }
        }
    }
    my $isComment = ($ARGV =~ /\.md$/) || /^\s*\/\//;
    # "UIKIT-SEMANTICS <list>" and "rule(s) <list>"; a list may continue on the next line.
    $carry = "" unless defined $carry;
    my $line = $carry eq "" ? $_ : $carry . ($_ =~ s{^\s*(?:///?|\*)?\s*}{}r);
    $carry = "";
    $carry = "UIKIT-SEMANTICS $1, " if $line =~ /(?:UIKIT-SEMANTICS|\b[Rr]ules?)\s+($list),\s*$/;
    while ($line =~ /(?:UIKIT-SEMANTICS|\b[Rr]ules?)\s+($list)/g) { expand($1) }
    while ($line =~ /UIKIT-SEMANTICS\s+(\d{1,2})\.x\b/g) { print "$1.x\n" }
    # Test names: rule6_22, rules3_9_3_13.
    while ($line =~ /rules?((?:_?\d{1,2}_\d{1,2})+)/g) {
        my @n = ($1 =~ /(\d+)/g);
        while (@n >= 2) { my $a = shift @n; my $b = shift @n; print "$a.$b\n" }
    }
    # Links to the rules page.
    while ($line =~ /UIKitSemantics\.md#(\d+\.\d+)/g) { print "$1\n" }
    # "(3.5)", "(4.9, 4.10)", "(2.1 stays …)" in comments and docs; "§6.4" (book sections) is not a rule.
    # Only sections 1-11 (the page'"'"'s), and not a duration or a length: "(0.35 s)", "(44.5 px)".
    if ($isComment) {
        my $rule = qr/(?:1[01]|[1-9])\.\d{1,2}(?!\d|\s*(?:s|ms|px|pt|%)\b)/;
        while ($line =~ /(?<![§\w])\(\s*($rule(?:\s*(?:[–-]|,|;|and)\s*$rule)*)(?=[\s),;:.])/g) { expand($1) }
    }
' $files | sort -t. -k1,1n -k2,2n -u)

if [ "${1:-}" = "--list" ]; then
  echo "$cited"
  exit 0
fi

[ -f "$doc" ] || { echo "missing $doc" >&2; exit 1; }
missing=0
for rule in $cited; do
  if [[ $rule == *.x ]]; then
    grep -q "id=\"section-${rule%.x}\"" "$doc" || { echo "cited section $rule has no heading in $doc" >&2; missing=1; }
  else
    grep -q "id=\"$rule\"" "$doc" || { echo "cited rule $rule has no entry in $doc" >&2; missing=1; }
  fi
done
[ $missing -eq 0 ] && echo "rule references: $(echo "$cited" | wc -l) cited, all in $doc"
exit $missing
