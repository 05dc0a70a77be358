/// The completion scripts for bash, zsh and fish, written from a `CompletionGrammar`.
///
/// Each script knows, per command, which options take a value (so it can tell arguments from
/// option values), completes option values and positional arguments from their
/// `ArgumentCompletion`, and asks the running `typecase` for family and PostScript names.
enum CompletionScripts {
  // MARK: bash

  static func bash(_ grammar: CompletionGrammar) -> String {
    var script = """
      # bash completion for typecase; made by `typecase completions bash` from its command table.
      _typecase_words() {
        local IFS=$' \\t\\n'
        COMPREPLY+=($(compgen -W "$1" -- "$2"))
      }

      # The word as typed, without its quoting: bash hands over "DejaVu\\ S", "'DejaVu S" or
      # "\\"Quote \\\\\\"Q".
      _typecase_dequote() {
        local text=$1 out="" i escaped=""
        if [[ $text == \\'* ]]; then
          text=${text#\\'}
          printf '%s' "${text%\\'}"
          return
        fi
        # Inside double quotes a backslash escapes \\ " $ and ` only, and a bare " ends them.
        [[ $text == \\"* ]] && { text=${text#\\"}; escaped='\\"$`'; }
        for ((i = 0; i < ${#text}; i++)); do
          if [[ ${text:i:1} == \\\\ ]] && ((i + 1 < ${#text})); then
            [[ -z $escaped || $escaped == *"${text:i+1:1}"* ]] && ((i++))
          elif [[ -n $escaped && ${text:i:1} == \\" ]]; then
            continue
          fi
          out+=${text:i:1}
        done
        printf '%s' "$out"
      }

      # The names of kind $3 starting with the word $2, quoted for the shell unless $4 is "bare"
      # (readline then quotes them itself).
      _typecase_asked() {
        local IFS=$'\\n' word wanted
        wanted=$(_typecase_dequote "$2")
        while IFS= read -r word; do
          [[ $word == "$wanted"* ]] || continue
          # A name that begins with "-" is read as an option until "--" ends them: offered
          # before it, Tab wrote a command that failed ("unknown option '-Dash Start'").
          [[ $word == -* && ${ended:-0} == 0 ]] && continue
          # After an opening quote, readline closes it around the word itself; inside double
          # quotes \\ " $ and ` still need a backslash ("Dollar $HOME Sans" ran with /root in it).
          if [[ ${4-} == bare ]]; then
            COMPREPLY+=("$word")
          elif [[ $2 == \\'* ]]; then
            # Inside single quotes a quote is written '\\'' (ends them, quoted, begins them again):
            # "O'Brien Sans" left the line open.
            COMPREPLY+=("${word//\\'/\\'\\\\\\'\\'}")
          elif [[ $2 == \\"* ]]; then
            word=${word//\\\\/\\\\\\\\}
            word=${word//\\"/\\\\\\"}
            word=${word//\\$/\\\\\\$}
            COMPREPLY+=("${word//\\`/\\\\\\`}")
          else
            COMPREPLY+=("$(printf '%q' "$word")")
          fi
        done < <("$1" completions --words "$3" 2>/dev/null)
      }

      # The file names starting with the word, one per line (a name may hold spaces), in `files`;
      # when there are any, readline is told they are file names (compopt -o filenames), so it
      # quotes every word offered itself, and adds a slash to a folder's: `quoting` is then
      # "bare". Unquoted, $(compgen -f) split "My Font.ttf" in two.
      _typecase_files() {
        local file
        while IFS= read -r file; do files+=("$file"); done < <(compgen -f -- "$1")
        if ((${#files[@]})) && compopt -o filenames 2>/dev/null; then quoting=bare; fi
        return 0
      }

      _typecase_complete() {
        local program=$1 kind=$2 cur=$3 key=${4-} quoting=""
        local -a files=()
        case $kind in files | faces | fonts) _typecase_files "$cur" ;; esac
        case $kind in
          families) _typecase_asked "$program" "$cur" families ;;
          starred) _typecase_asked "$program" "$cur" starred ;;
          pages) _typecase_asked "$program" "$cur" pages ;;
          faces) _typecase_asked "$program" "$cur" faces "$quoting" ;;
          fonts)
            _typecase_asked "$program" "$cur" families "$quoting"
            _typecase_asked "$program" "$cur" faces "$quoting" ;;
          settingValues)
            case $key in

      """
    for setting in grammar.settings where !setting.values.isEmpty {
      script += "          \(setting.key)) _typecase_words \(quoted(words: setting.values)) \"$cur\" ;;\n"
    }
    script += """
            esac ;;
          words:*) _typecase_words "${kind#words:}" "$cur" ;;
        esac
        COMPREPLY+=("${files[@]}")
      }

      _typecase() {
        local cur=${COMP_WORDS[COMP_CWORD]} first=$COMP_CWORD
        # The word Tab is on, with the parts a ':' split off it (COMP_WORDBREAKS) joined again
        # where they touch in the line: "Comma\\,\\ Colon:\\ S" was three words, and only "\\ S"
        # was completed, to nothing. Readline replaces the part after the last ':' alone:
        # `colon` is what each word offered drops (see the end of this function).
        local before=${COMP_LINE-}
        before=${before:0:${COMP_POINT:-${#before}}}
        while ((first > 1)) && [[ ${COMP_WORDS[first]} == : || ${COMP_WORDS[first-1]} == : ]] &&
          [[ -n $before && $before == *"${COMP_WORDS[first-1]}$cur" ]]; do
          ((first--))
          cur=${COMP_WORDS[first]}$cur
        done
        local colon=""
        ((first < COMP_CWORD)) && colon=${cur%"${cur##*:}"}
        _typecase_completing "$first"
        if [[ -n $colon ]]; then
          local index
          for index in "${!COMPREPLY[@]}"; do COMPREPLY[index]=${COMPREPLY[index]#"$colon"}; done
        fi
      }

      # Fills COMPREPLY for the word `cur` (set by _typecase) that starts at word $1.
      _typecase_completing() {
        local first=$1 prev=${COMP_WORDS[$1-1]}
        local program=${COMP_WORDS[0]} command="" word i skip=0 option="" value=$cur prefix="" ended=0 opened=0
        local -a positionals=()
        COMPREPLY=()
        for ((i = 1; i < first; i++)); do
          word=${COMP_WORDS[i]}
          if ((skip)); then
            skip=0
            # "--as=css" is three words, "--as" "=" "css", as = breaks words (COMP_WORDBREAKS).
            [[ $word == = ]] && ((i++))
            continue
          fi
          # After "--" every word is an argument, one that begins with "-" too.
          if ((ended)); then positionals+=("$word"); continue; fi
          # A first word that names no command is a font file the window opens: the window's
          # options follow it (`typecase Font.ttf --screenshot x.png`).
          if [[ -z $command && $word != -* ]] && ((!opened)); then
            if [[ " \(quotedList(grammar.commands.map(\.name))) " == *" $word "* ]]; then command=$word; else opened=1; fi
            continue
          fi
          if [[ -n $command && $word == -- ]]; then ended=1; continue; fi
          if [[ $word == --*=* ]]; then continue; fi
          if [[ " $(_typecase_value_options "$command") " == *" $word "* ]]; then skip=1; continue; fi
          [[ $word == -* ]] || positionals+=("$word")
        done
        # The option whose value is typed: "-o x", "--as=" and "--as=x" (split at the =), or
        # "--as=x" as one word when COMP_WORDBREAKS lacks the =.
        if [[ $cur == = && $prev == --* ]]; then
          option=$prev value=""
        elif [[ $prev == = ]] && ((first > 2)) && [[ ${COMP_WORDS[first-2]} == --* ]]; then
          option=${COMP_WORDS[first-2]}
        elif [[ $cur == --*=* ]]; then
          option=${cur%%=*} value=${cur#*=} prefix=${cur%%=*}=
        elif [[ $prev == -* ]]; then
          option=$prev
        fi
        if ((!ended)) && [[ -n $option && " $(_typecase_value_options "$command") " == *" $option "* ]]; then
          _typecase_option_value "$program" "$command" "$option" "$value"
          [[ -n $prefix ]] && COMPREPLY=("${COMPREPLY[@]/#/"$prefix"}")
          return
        fi
        if ((!ended)) && [[ $cur == -* ]]; then
          _typecase_words "$(_typecase_flags "$command") $(_typecase_value_options "$command")" "$cur"
          return
        fi
        if [[ -z $command ]]; then
          # A command, or a font file for the window to open (one): files for a word that
          # looks like a path or begins no command's name.
          if ((!opened)); then
            local quoting=""
            local -a files=()
            [[ $cur == */* || $cur == .* || $cur == \\~* ]] ||
              _typecase_words \(quoted(words: grammar.commands.map(\.name))) "$cur"
            if ((${#COMPREPLY[@]} == 0)); then
              _typecase_files "$cur"
              COMPREPLY+=("${files[@]}")
            fi
          fi
          return
        fi
        # A setting's values follow its key after "settings set" only.
        local key=""
        [[ ${positionals[0]-} == set ]] && key=${positionals[1]-}
        _typecase_argument "$program" "$command" "${#positionals[@]}" "$cur" "$key"
      }

      _typecase_flags() {
        case $1 in

      """
    for command in [grammar.root] + grammar.commands {
      script += "    \(caseLabel(command.name))) echo \(quoted(words: command.flags)) ;;\n"
    }
    script += "  esac\n}\n\n_typecase_value_options() {\n  case $1 in\n"
    for command in [grammar.root] + grammar.commands {
      script += "    \(caseLabel(command.name))) echo \(quoted(words: command.valueOptions.map(\.option))) ;;\n"
    }
    script += "  esac\n}\n\n_typecase_option_value() {\n  case \"$2 $3\" in\n"
    for command in [grammar.root] + grammar.commands {
      for (option, completion) in command.valueOptions {
        script += "    \(singleQuoted(command.name + " " + option))) "
        script += "_typecase_complete \"$1\" \(bashKind(completion, grammar)) \"$4\" ;;\n"
      }
    }
    script += "  esac\n}\n\n_typecase_argument() {\n  case \"$2 $3\" in\n"
    for command in grammar.commands {
      for (index, completion) in command.positionals.enumerated() {
        script += "    \(singleQuoted(command.name + " " + String(index)))) "
        script += "_typecase_complete \"$1\" \(bashKind(completion, grammar)) \"$4\" \"$5\" ;;\n"
      }
      if let further = command.furtherPositionals {
        script += "    \(singleQuoted(command.name + " "))*) "
        script += "_typecase_complete \"$1\" \(bashKind(further, grammar)) \"$4\" \"$5\" ;;\n"
      }
    }
    script += "  esac\n}\n\ncomplete -F _typecase typecase\n"
    return script
  }

  /// `words` joined with spaces, for a shell pattern between spaces (command names: letters
  /// and hyphens only).
  private static func quotedList(_ words: [String]) -> String { words.joined(separator: " ") }

  /// How the bash script names what completes an argument: a kind its helper knows, or
  /// "words:" and the words.
  private static func bashKind(_ completion: ArgumentCompletion, _ grammar: CompletionGrammar) -> String {
    kind(completion, grammar, wordsPrefix: "words:")
  }

  /// The kind of completion `completion` is, as the scripts' helpers name them; fixed words
  /// are listed after `wordsPrefix`, quoted for the shell.
  private static func kind(
    _ completion: ArgumentCompletion, _ grammar: CompletionGrammar, wordsPrefix: String
  ) -> String {
    switch completion {
    case .files: "files"
    case .families: "families"
    case .starredFamilies: "starred"
    case .pages: "pages"
    case .faceNames: "faces"
    case .fonts: "fonts"
    case .settingValues: "settingValues"
    default: singleQuoted(wordsPrefix + (grammar.fixedWords(completion) ?? []).joined(separator: " "))
    }
  }

  // MARK: zsh

  static func zsh(_ grammar: CompletionGrammar) -> String {
    var script = """
      #compdef typecase
      # zsh completion for typecase; made by `typecase completions zsh` from its command table.

      _typecase_asked() {
        local -a names
        names=("${(@f)$(${words[1]} completions --words $1 2>/dev/null)}")
        # A name that begins with "-" is read as an option until "--" ends them.
        ((ended)) || names=(${names:#-*})
        compadd -a names
      }

      _typecase_kind() {
        case $1 in
          files) _files ;;
          families) _typecase_asked families ;;
          starred) _typecase_asked starred ;;
          pages) _typecase_asked pages ;;
          faces) _typecase_asked faces; _files ;;
          fonts) _typecase_asked families; _typecase_asked faces; _files ;;
          settingValues)
            case $2 in

      """
    for setting in grammar.settings where !setting.values.isEmpty {
      script += "          \(setting.key)) compadd -- \(setting.values.map(singleQuoted).joined(separator: " ")) ;;\n"
    }
    script += """
            esac ;;
          *) compadd -- ${=1} ;;
        esac
      }

      _typecase() {
        local command="" word prev=${words[CURRENT-1]} skip=0 i option ended=0 opened=0
        local -a positionals
        for ((i = 2; i < CURRENT; i++)); do
          word=${words[i]}
          if ((skip)); then skip=0; continue; fi
          # After "--" every word is an argument, one that begins with "-" too.
          if ((ended)); then positionals+=("$word"); continue; fi
          # A first word that names no command is a font file the window opens: the window's
          # options follow it.
          if [[ -z $command && $word != -* ]] && ((!opened)); then
            if [[ " \(quotedList(grammar.commands.map(\.name))) " == *" $word "* ]]; then command=$word; else opened=1; fi
            continue
          fi
          if [[ -n $command && $word == -- ]]; then ended=1; continue; fi
          [[ $word == --*=* ]] && continue
          if [[ " $(_typecase_value_options $command) " == *" $word "* ]]; then skip=1; continue; fi
          [[ $word == -* ]] || positionals+=("$word")
        done
        if ((!ended)) && [[ $prev == -* && " $(_typecase_value_options $command) " == *" $prev "* ]]; then
          _typecase_option_value "$command $prev"
          return
        fi
        # "--as=x": the value after the = is completed, the option kept before it.
        if ((!ended)) && [[ ${words[CURRENT]} == --*=* ]]; then
          option=${words[CURRENT]%%=*}
          if [[ " $(_typecase_value_options $command) " == *" $option "* ]]; then
            compset -P 1 '*='
            _typecase_option_value "$command $option"
            return
          fi
        fi
        if ((!ended)) && [[ ${words[CURRENT]} == -* ]]; then
          compadd -- ${=$(_typecase_flags $command)} ${=$(_typecase_value_options $command)}
          return
        fi
        if [[ -z $command ]]; then
          local -a commands
          commands=(

      """
    for command in grammar.commands {
      script += "      \(singleQuoted(command.name + ":" + command.summary))\n"
    }
    script += """
          )
          # A command, or a font file for the window to open (one): files for a word that
          # looks like a path or begins no command's name.
          if ((!opened)); then
            if [[ $PREFIX == */* || $PREFIX == .* || $PREFIX == \\~* ]]; then
              _files
            else
              _describe command commands || _files
            fi
          fi
          return
        fi
        # A setting's values follow its key after "settings set" only.
        local key=""
        [[ ${positionals[1]} == set ]] && key=${positionals[2]}
        _typecase_argument "$command ${#positionals}" "$key"
      }

      _typecase_flags() {
        case $1 in

      """
    for command in [grammar.root] + grammar.commands {
      script += "    \(caseLabel(command.name))) echo \(quoted(words: command.flags)) ;;\n"
    }
    script += "  esac\n}\n\n_typecase_value_options() {\n  case $1 in\n"
    for command in [grammar.root] + grammar.commands {
      script += "    \(caseLabel(command.name))) echo \(quoted(words: command.valueOptions.map(\.option))) ;;\n"
    }
    script += "  esac\n}\n\n_typecase_option_value() {\n  case $1 in\n"
    for command in [grammar.root] + grammar.commands {
      for (option, completion) in command.valueOptions {
        script +=
          "    \(singleQuoted(command.name + " " + option))) _typecase_kind \(zshKind(completion, grammar)) ;;\n"
      }
    }
    script += "  esac\n}\n\n_typecase_argument() {\n  case $1 in\n"
    for command in grammar.commands {
      for (index, completion) in command.positionals.enumerated() {
        script += "    \(singleQuoted(command.name + " " + String(index)))) "
        script += "_typecase_kind \(zshKind(completion, grammar)) \"$2\" ;;\n"
      }
      if let further = command.furtherPositionals {
        script += "    \(singleQuoted(command.name + " "))*) _typecase_kind \(zshKind(further, grammar)) \"$2\" ;;\n"
      }
    }
    script += "  esac\n}\n\nif [[ $zsh_eval_context[-1] == loadautofunc ]]; then\n  _typecase \"$@\"\nelse\n"
    script += "  compdef _typecase typecase\nfi\n"
    return script
  }

  /// How the zsh script names what completes an argument: a kind its helper knows, or the
  /// words.
  private static func zshKind(_ completion: ArgumentCompletion, _ grammar: CompletionGrammar) -> String {
    kind(completion, grammar, wordsPrefix: "")
  }

  // MARK: fish

  static func fish(_ grammar: CompletionGrammar) -> String {
    let names = grammar.commands.map(\.name).joined(separator: " ")
    var script = """
      # fish completion for typecase; made by `typecase completions fish` from its command table.
      complete -c typecase -f

      # The first word that is not an option is the command; an option's value (--as css, -o x.pdf)
      # is no positional argument; after "--", every word is one.
      function __typecase_arguments --description 'the positional arguments after the command'
          set -l words (commandline -opc)
          set -e words[1]
          set -l command ''
          set -l skip 0
          set -l ended 0
          for word in $words
              if test $skip -eq 1
                  set skip 0
              else if test $ended -eq 0; and test "$word" = --
                  set ended 1
              else if test $ended -eq 0; and string match -q -- '-*' $word
                  contains -- $word (__typecase_value_options $command); and set skip 1
              else if test -z "$command"
                  set command $word
              else
                  echo $word
              end
          end
      end

      function __typecase_argument_is --argument-names command index
          __fish_seen_subcommand_from $command; or return 1
          test (count (__typecase_arguments)) -eq $index
      end

      function __typecase_argument_from --argument-names command index
          __fish_seen_subcommand_from $command; or return 1
          test (count (__typecase_arguments)) -ge $index
      end

      # The names of KIND (families, faces, starred, pages) to offer: one starting with "-" only
      # after "--", as typecase would read it as an option before (bash and zsh do the same).
      function __typecase_names --argument-names kind
          if contains -- -- (commandline -opc)
              typecase completions --words $kind 2>/dev/null
          else
              typecase completions --words $kind 2>/dev/null | string match -v -- '-*'
          end
      end


      """
    script += "function __typecase_value_options --argument-names command"
    script += " --description 'the options of a command that take a value'\n    switch \"$command\"\n"
    for command in [grammar.root] + grammar.commands {
      script += "        case \(fishQuoted(command.name))\n"
      if !command.valueOptions.isEmpty {
        script +=
          "            printf '%s\\n' \(command.valueOptions.map { fishQuoted($0.option) }.joined(separator: " "))\n"
      }
    }
    script += "    end\nend\n\n"
    // The window's options before any word and after a font file (no command seen): a file
    // first was taken for a command, and nothing was offered after it.
    script += "# A font file for the window, first; the window's options before and after it.\n"
    script += "complete -c typecase -n '__fish_use_subcommand' -F\n"
    let atRoot = "not __fish_seen_subcommand_from \(names)"
    for option in grammar.root.flags {
      script += "complete -c typecase -n '\(atRoot)' -l \(option.dropFirst(2))\n"
    }
    for (option, completion) in grammar.root.valueOptions {
      script += "complete -c typecase -n '\(atRoot)' \(fishOption(option)) \(fishValue(completion))"
      script += fishArguments(completion, grammar) + "\n"
    }
    for command in grammar.commands {
      script += "complete -c typecase -n 'not __fish_seen_subcommand_from \(names)' -a \(command.name)"
      script += " -d \(fishQuoted(command.summary))\n"
      let seen = "__fish_seen_subcommand_from \(command.name)"
      for option in command.flags {
        script += "complete -c typecase -n '\(seen)' -l \(option.dropFirst(2))\n"
      }
      for (option, completion) in command.valueOptions {
        script += "complete -c typecase -n '\(seen)' \(fishOption(option)) \(fishValue(completion))"
        script += fishArguments(completion, grammar) + "\n"
      }
      for (index, completion) in command.positionals.enumerated() {
        if completion == .settingValues {
          for setting in grammar.settings where !setting.values.isEmpty {
            script += "complete -c typecase -n '__typecase_argument_is \(command.name) \(index); and "
            script += "__fish_seen_subcommand_from set; and "
            script +=
              "__fish_seen_subcommand_from \(setting.key)' -a \(fishQuoted(setting.values.joined(separator: " ")))\n"
          }
          continue
        }
        script += "complete -c typecase -n '__typecase_argument_is \(command.name) \(index)'"
        script += fishArguments(completion, grammar) + "\n"
      }
      if let further = command.furtherPositionals {
        script += "complete -c typecase -n '__typecase_argument_from \(command.name) \(command.positionals.count)'"
        script += fishArguments(further, grammar) + "\n"
      }
    }
    return script
  }

  /// An option as fish's `complete` names it: `-l output` for "--output", `-s o` for "-o".
  private static func fishOption(_ option: String) -> String {
    option.hasPrefix("--") ? "-l " + option.dropFirst(2) : "-s " + option.dropFirst()
  }

  /// That an option takes a value: `-r` (files may be offered) for a file, else `-x` (only
  /// the words given): with `-r` alone fish offered file names for --as and --lang too.
  private static func fishValue(_ completion: ArgumentCompletion) -> String {
    switch completion {
    case .files, .faceNames, .fonts: "-r"
    default: "-x"
    }
  }

  private static func fishArguments(_ completion: ArgumentCompletion, _ grammar: CompletionGrammar) -> String {
    switch completion {
    case .files: " -F"
    case .families: " -a '(__typecase_names families)'"
    case .starredFamilies: " -a '(__typecase_names starred)'"
    case .pages: " -a '(__typecase_names pages)'"
    case .faceNames: " -F -a '(__typecase_names faces)'"
    case .fonts: " -F -a '(__typecase_names families; __typecase_names faces)'"
    case .settingValues: ""
    default: " -a " + fishQuoted((grammar.fixedWords(completion) ?? []).joined(separator: " "))
    }
  }

  // MARK: Quoting

  /// Words as one single-quoted shell word, separated by spaces.
  private static func quoted(words: [String]) -> String { singleQuoted(words.joined(separator: " ")) }

  /// `text` as one single-quoted word of bash or zsh (a quote ends the quoting, is escaped,
  /// and quoting starts again).
  private static func singleQuoted(_ text: String) -> String {
    "'" + text.replacing("'", with: #"'\''"#) + "'"
  }

  /// `text` as one single-quoted word of fish (which escapes \\ and \' inside quotes).
  private static func fishQuoted(_ text: String) -> String {
    "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
  }

  /// A `case` label for a command name, `''` for the root.
  private static func caseLabel(_ name: String) -> String { name.isEmpty ? "''" : singleQuoted(name) }
}
