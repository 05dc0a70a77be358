import TypecaseCore

/// Builds the settings screens from the schema: the settings page, child pages, and the
/// choices of a setting with a checkmark on the current one.
enum SettingsScreens {
  static func settings(schema: SettingsSchema, values: SettingsValues, localizer: Localizer) -> Screen {
    Screen(
      route: .settings, title: localizer.tr("Settings"), style: .grouped,
      sections: schema.groups.map { section($0, values: values, localizer: localizer) })
  }

  static func page(_ page: SettingsPage, values: SettingsValues, localizer: Localizer) -> Screen {
    Screen(
      route: .settingsPage(page.id), title: localizer.tr(page.title), style: .grouped,
      sections: page.groups.map { section($0, values: values, localizer: localizer) })
  }

  /// The choices of `setting`; a language of `languagesWithoutFonts` (no installed font has
  /// its characters) says so beside its name, which is drawn in boxes, as the whole window
  /// would be in that language.
  static func choices(
    _ setting: SettingDefinition, schema: SettingsSchema, values: SettingsValues, localizer: Localizer,
    languagesWithoutFonts: Set<String> = []
  ) -> Screen {
    let current = values.value(setting.key)
    let rows = setting.choices.map { choice in
      var row = Row(
        id: choice.value, text: title(of: choice, localizer: localizer),
        accessory: choice.value == current ? .checkmark : .unchecked,
        action: .choose(key: setting.key, value: choice.value))
      if setting.key == TypecaseSettings.Key.language, languagesWithoutFonts.contains(choice.value) {
        let language = ["language": LanguageNames.name(of: choice.value, in: localizer.language)]
        // The one chosen says what the window does instead, as System does.
        row.detail =
          choice.value == current
          ? localizer.tr("no font for {language}: shown in English", language)
          : localizer.tr("{language}: no installed font has its characters", language)
        row.accessibleDescription = row.detail
      }
      if setting.key == TypecaseSettings.Key.language, choice.value == "system",
        let system = values.systemLanguageWithoutFonts
      {
        row.detail = localizer.tr(
          "no font for {language}: shown in English",
          ["language": LanguageNames.name(of: system.rawValue, in: localizer.language)])
        row.accessibleDescription = row.detail
      }
      return row
    }
    let editors = schema.settings.filter { $0.editedOnPageOf == setting.key }.map { editor in
      Section(
        id: editor.key, title: localizer.tr(editor.title),
        rows: [
          Row(
            id: editor.key, text: values.value(editor.key), action: .editText(key: editor.key),
            accessibleLabel: localizer.tr(editor.title))
        ])
    }
    return Screen(
      route: .settingChoices(setting.key), title: localizer.tr(setting.title), style: .grouped,
      sections: [Section(id: setting.key, rows: rows)] + editors)
  }

  /// The title of a choice in `localizer`'s language.
  static func title(of choice: SettingChoice, localizer: Localizer) -> String {
    choice.isVerbatim ? choice.title : localizer.tr(choice.title, ["size": choice.value])
  }

  private static func section(_ group: SettingsGroup, values: SettingsValues, localizer: Localizer) -> Section {
    let rows = group.items.compactMap { item -> Row? in
      switch item {
      case .setting(let setting):
        guard setting.hasRow else { return nil }
        let current = values.value(setting.key)
        let detail =
          setting.choices.first { $0.value == current }.map { title(of: $0, localizer: localizer) } ?? current
        var row = Row(
          id: setting.key, text: localizer.tr(setting.title), detail: detail, accessory: .disclosure,
          action: .push(.settingChoices(setting.key)))
        // Read after the name, as the value is drawn after it: named "Temperature Unit" alone,
        // the row never told a screen reader's user the unit.
        row.accessibleDescription = detail
        return row
      case .page(let page):
        return Row(
          id: page.id, text: localizer.tr(page.title), accessory: .disclosure, action: .push(.settingsPage(page.id)))
      }
    }
    return Section(
      id: group.id, title: group.title.map { localizer.tr($0) }, footer: group.footer.map { localizer.tr($0) },
      rows: rows)
  }
}
