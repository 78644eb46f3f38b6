/**
 * The Studio's «structure» strings in Russian: the lists, the document pane, its actions (publish,
 * discard, delete, duplicate, restore), their dialogs, banners and results, the history and the
 * «Изменения» panel's banner, incoming references, the status bar. Every key of Sanity's English
 * bundle (sanity 5.31.2) but Canvas's, which the Studio turns off (`LEFT_OUT` in ru.ts); keys are
 * typed, so one Sanity renames fails the typecheck, and studio/locale/ru.test.ts fails on one it adds.
 */
import type { StructureLocaleResourceKeys } from "sanity/structure";
import { plural } from "./plural";

const counted = plural<StructureLocaleResourceKeys>;

const strings: Partial<Record<StructureLocaleResourceKeys, string>> = {
  "action.copy-document-id.label": "Скопировать ID документа",
  "action.copy-document-url.label": "Скопировать",
  "action.copy-link-to-document.label": "Скопировать ссылку на документ",
  "action.delete.disabled.not-ready": "Действие пока недоступно",
  "action.delete.disabled.nothing-to-delete": "Этого документа ещё нет или он уже удалён",
  "action.delete.disabled.scheduled-release": "Документ входит в запланированный выпуск — удалить его нельзя",
  "action.delete.label": "Удалить",
  "action.delete.running.label": "Удаление…",
  "action.discard-changes.confirm-dialog.confirm-discard-changes":
    "Отменить все изменения с момента последней публикации?",
  "action.discard-changes.confirm-dialog.confirm-discard-changes-draft":
    "Отменить все изменения и удалить этот черновик?",
  "action.discard-changes.confirm-dialog.header.text": "Отменить изменения?",
  "action.discard-changes.disabled.no-change": "В документе нет неопубликованных изменений",
  "action.discard-changes.disabled.not-published": "Документ не опубликован",
  "action.discard-changes.disabled.not-ready": "Действие пока недоступно",
  "action.discard-changes.label": "Отменить изменения",
  "action.duplicate.disabled.not-ready": "Действие пока недоступно",
  "action.duplicate.disabled.nothing-to-duplicate": "Документа ещё нет — копировать нечего",
  "action.duplicate.label": "Создать копию",
  "action.duplicate.running.label": "Копирование…",
  "action.publish.already-published.no-time-ago.tooltip": "Уже опубликовано",
  "action.publish.already-published.tooltip": "Опубликовано {{timeSincePublished}}",
  "action.publish.disabled.not-ready": "Действие пока недоступно",
  "action.publish.draft.label": "Опубликовать",
  "action.publish.label": "Опубликовать",
  "action.publish.live-edit.label": "Опубликовать",
  "action.publish.live-edit.publish-disabled":
    "Публиковать не нужно: у этого типа документов изменения публикуются сразу",
  "action.publish.live-edit.tooltip": "У этого типа документов изменения публикуются сразу, по мере правки",
  "action.publish.no-changes.tooltip": "Нет неопубликованных изменений",
  "action.publish.published.label": "Опубликовано",
  "action.publish.running.label": "Публикация…",
  "action.publish.validation-in-progress.label": "Проверка документа…",
  "action.publish.validation-issues-toast.description": "Исправьте ошибки, прежде чем публиковать",
  "action.publish.validation-issues-toast.title": "Ошибки в документе",
  "action.publish.validation-issues.tooltip": "В документе есть ошибки: исправьте их, чтобы опубликовать",
  "action.publish.waiting": "Ждём завершения задач, чтобы опубликовать",
  "action.restore.confirm.message": "Восстановить документ в этой версии?",
  "action.restore.disabled.cannot-restore-initial": "Нельзя вернуться к самой первой версии",
  "action.restore.label": "Вернуть эту версию",
  "action.restore.tooltip": "Восстановить эту версию",
  "action.unpublish.disabled.not-published": "Документ не опубликован",
  "action.unpublish.disabled.not-ready": "Действие пока недоступно",
  "action.unpublish.label": "Снять с публикации",
  "action.unpublish.live-edit.disabled":
    "У этого документа изменения публикуются сразу — снять его с публикации нельзя",

  "banners.archived-release.description":
    "Эта версия документа — из архивного выпуска <VersionBadge>{{title}}</VersionBadge>",
  "banners.archived-scheduled-draft.description": "Этот запланированный черновик в архиве",
  "banners.choose-new-document-destination.cannot-create-draft-document": "Черновик создать нельзя.",
  "banners.choose-new-document-destination.cannot-create-published-document":
    "Опубликованный документ создать нельзя.",
  "banners.choose-new-document-destination.choose-destination": "Где создать этот документ:",
  "banners.choose-new-document-destination.release-inactive":
    "Выпуск <VersionBadge>{{title}}</VersionBadge> не активен.",
  "banners.deleted-document-banner.restore-button.text": "Восстановить последнюю версию",
  "banners.deleted-document-banner.text": "Документ удалён.",
  "banners.deprecated-document-type-banner.text": "Этот тип документов устарел.",
  "banners.live-edit-draft-banner.discard.tooltip": "Отмените черновик, чтобы продолжить правку.",
  "banners.live-edit-draft-banner.publish.tooltip": "Опубликуйте черновик, чтобы продолжить правку.",
  "banners.live-edit-draft-banner.text":
    "У типа <strong>{{schemaType}}</strong> изменения публикуются сразу (<code>liveEdit</code>), но у этого документа есть черновик. Опубликуйте или отмените его, чтобы продолжить правку.",
  "banners.obsolete-draft.actions.compare-draft.text": "Сравнить черновик",
  "banners.obsolete-draft.actions.discard-draft.text": "Отменить черновик",
  "banners.obsolete-draft.actions.publish-draft.text": "Опубликовать черновик",
  "banners.obsolete-draft.draft-model-inactive.text":
    "Черновики в этом рабочем пространстве выключены, но у документа есть черновик.",
  "banners.paused-scheduled-draft.text":
    "Пока вы правите, публикация по расписанию приостановлена. Нажмите «Запланировать», чтобы возобновить её, или выберите новую дату.",
  "banners.permission-check-banner.request-permission-button.sent": "Запрос отправлен",
  "banners.permission-check-banner.request-permission-button.text": "Запросить доступ",
  "banners.published-release.description":
    "Это документ только для чтения: он опубликован в выпуске <VersionBadge>{{title}}</VersionBadge>. Изменить его нельзя",
  "banners.reference-changed-banner.reason-changed.reload-button.text": "Загрузить заново",
  "banners.reference-changed-banner.reason-changed.text": "Связанный документ изменился, пока он был открыт.",
  "banners.reference-changed-banner.reason-removed.close-button.text": "Закрыть",
  "banners.reference-changed-banner.reason-removed.text": "Связанный документ удалён, пока он был открыт.",
  "banners.release.action.add-to-bundle": "Добавить в выпуск",
  "banners.release.action.add-to-release": "Добавить в выпуск",
  "banners.release.action.open-to-edit": "Открыть выпуск для правки",
  "banners.release.error.description": "Не удалось добавить документ в выпуск: {{message}}",
  "banners.release.error.title": "Документ не добавлен в выпуск",
  "banners.release.navigate-to-edit-description": "Документ есть только в",
  "banners.release.navigate-to-edit-description-none": "Документ не входит ни в один выпуск",
  "banners.release.navigate-to-edit-description-single": "Документ входит в выпуск <VersionBadge/>",
  "banners.release.not-in-release": "Не входит в выпуск <VersionBadge>{{title}}</VersionBadge>.",
  "banners.release.waiting.description":
    "Подождите, документ добавляется в выпуск. Это займёт несколько секунд.",
  "banners.release.waiting.title": "Добавляем документ в выпуск…",
  "banners.revision-not-found.description":
    "Выбранная версия документа не найдена — выберите другую в истории.",
  "banners.scheduled-draft-override-banner.text":
    "У документа есть черновик, запланированный к публикации. Если опубликовать изменения сейчас, по расписанию их заменит запланированный черновик.",
  "banners.unpublished-release-banner.text":
    "Документ будет снят с публикации вместе с выпуском <VersionBadge>{{title}}</VersionBadge>.",
  "banners.unpublished-release-banner.text-with-published":
    "Показана текущая <strong>опубликованная</strong> версия:",

  "browser-document-title.new-document": "Новый документ: {{schemaType}}",
  "browser-document-title.untitled-document": "Без названия",

  "buttons.action-menu-button.aria-label": "Открыть действия с документом",
  "buttons.action-menu-button.tooltip": "Действия с документом",
  "buttons.focus-pane-button.aria-label.collapse": "Выйти из режима фокуса (показать навигацию)",
  "buttons.focus-pane-button.aria-label.focus": "Режим фокуса (скрыть навигацию)",
  "buttons.focus-pane-button.tooltip.collapse": "Выйти из режима фокуса",
  "buttons.focus-pane-button.tooltip.focus": "Режим фокуса",
  "buttons.split-pane-button.aria-label": "Открыть рядом",
  "buttons.split-pane-button.tooltip": "Открыть рядом",
  "buttons.split-pane-close-button.title": "Закрыть панель",
  "buttons.split-pane-close-group-button.title": "Закрыть группу панелей",

  "changes.banner.description": "Показана история версии <strong>{{perspective}}</strong> этого документа.",
  "changes.banner.tooltip":
    "Здесь изменения одной версии документа. Выберите другую версию, чтобы увидеть её изменения",
  "changes.from.label": "Было",
  "changes.tab.history": "История",
  "changes.tab.review-changes": "Изменения",
  "changes.to.label": "Стало",

  "compare-version.error.invalidModeParam": "Режима сравнения «{{input}}» нет.",
  "compare-version.error.invalidNextDocumentParam": "Неверно указан второй документ.",
  "compare-version.error.invalidParams.title": "Не удалось сравнить документы",
  "compare-version.error.invalidPreviousDocumentParam": "Неверно указан первый документ.",
  "compare-version.error.loadReleases.title": "Не удалось загрузить выпуски",

  "compare-versions.menu-item.disabled-reason": "Других версий документа нет — сравнивать не с чем.",
  "compare-versions.menu-item.title": "Сравнить версии",
  "compare-versions.status.draft": "Черновик",
  "compare-versions.status.published": "Опубликовано",
  "compare-versions.title": "Сравнение версий",

  "confirm-delete-dialog.cancel-button.text": "Отмена",
  "confirm-delete-dialog.cdr-table.copy-id-button.tooltip": "Скопировать ID",
  "confirm-delete-dialog.cdr-table.dataset.label": "Набор данных",
  "confirm-delete-dialog.cdr-table.document-id.label": "ID документа",
  "confirm-delete-dialog.cdr-table.id-copied-toast.title-failed": "Не удалось скопировать ID документа",
  "confirm-delete-dialog.cdr-table.project-id.label": "ID проекта",
  "confirm-delete-dialog.confirm-anyway-button.text_delete": "Всё равно удалить",
  "confirm-delete-dialog.confirm-anyway-button.text_unpublish": "Всё равно снять с публикации",
  "confirm-delete-dialog.confirm-button.text_delete": "Удалить",
  "confirm-delete-dialog.confirm-button.text_unpublish": "Снять с публикации",
  "confirm-delete-dialog.confirmation.text_delete": "Удалить этот документ со всеми версиями?",
  "confirm-delete-dialog.confirmation.text_unpublish": "Снять с публикации «<DocumentTitle/>»?",
  "confirm-delete-dialog.error.message.text": "Не удалось найти документы, которые ссылаются на этот.",
  "confirm-delete-dialog.error.retry-button.text": "Повторить",
  "confirm-delete-dialog.error.title.text": "Ошибка",
  "confirm-delete-dialog.header.text_delete": "Удалить документ?",
  "confirm-delete-dialog.header.text_unpublish": "Снять документ с публикации?",
  "confirm-delete-dialog.loading.text": "Ищем документы, которые ссылаются на этот…",
  "confirm-delete-dialog.other-reference-count.tooltip":
    "Подробности об этих ссылках показать нельзя: нет доступа к их наборам данных.",
  "confirm-delete-dialog.preview-item.preview-unavailable.subtitle": "ID: {{documentId}}",
  "confirm-delete-dialog.preview-item.preview-unavailable.title": "Предпросмотр недоступен",
  "confirm-delete-dialog.referential-integrity-disclaimer.text_delete":
    "Если удалить этот документ, документы, которые на него ссылаются, потеряют ссылку.",
  "confirm-delete-dialog.referential-integrity-disclaimer.text_unpublish":
    "Если снять этот документ с публикации, документы, которые на него ссылаются, потеряют ссылку.",
  "confirm-delete-dialog.referring-documents-descriptor.text_delete":
    "Возможно, «<DocumentTitle/>» не получится удалить: на него ссылаются эти документы:",
  "confirm-delete-dialog.referring-documents-descriptor.text_unpublish":
    "Возможно, «<DocumentTitle/>» не получится снять с публикации: на него ссылаются эти документы:",

  "confirm-dialog.cancel-button.fallback-text": "Отмена",
  "confirm-dialog.confirm-button.fallback-text": "Подтвердить",

  "default-definition.content-title": "Контент",

  "doc-title.error.text": "Ошибка: {{errorMessage}}",
  "doc-title.fallback.text": "Без названия",
  "doc-title.unknown-schema-type.text": "Неизвестный тип: {{schemaType}}",

  "document-inspector.close-button.tooltip": "Закрыть",
  "document-inspector.dialog.title": "Данные документа «<DocumentTitle/>»",
  "document-inspector.dialog.title-no-value": "Пусто",
  "document-inspector.menu-item.title": "Посмотреть данные",
  "document-inspector.search.placeholder": "Поиск",
  "document-inspector.view-mode.parsed": "Дерево",
  "document-inspector.view-mode.raw-json": "JSON",

  "document-view.form-view.form-hidden": "Форма скрыта",
  "document-view.form-view.form-title-fallback": "Без названия",
  "document-view.form-view.loading": "Загрузка документа…",
  "document-view.form-view.sync-lock-toast.description":
    "Подождите, документ синхронизируется. Так бывает сразу после публикации, это займёт несколько секунд",
  "document-view.form-view.sync-lock-toast.title": "Синхронизация документа…",

  "document.favorites.add-to-favorites": "Добавить в избранное",
  "document.favorites.remove-from-favorites": "Убрать из избранного",

  "events.compare-with-published.description":
    "Изменения этого документа загрузить не удалось (скорее всего, старая история уже не хранится), поэтому версия <strong>{{version}}</strong> сравнивается с <strong>опубликованной</strong>.",
  "events.compare-with-published.title": "Сравнение с опубликованным",
  "events.inspect.release": "Посмотреть документ в выпуске <VersionBadge>{{releaseTitle}}</VersionBadge>",
  "events.open.draft": "Открыть <VersionBadge>черновик</VersionBadge>",
  "events.open.release": "Открыть выпуск <VersionBadge>{{releaseTitle}}</VersionBadge>",

  "incoming-references-input.add-reference-item": "Добавить",
  "incoming-references-input.list-label": "Входящие ссылки из документов «{{type}}»",
  "incoming-references-input.no-items": "Пусто",
  "incoming-references-input.reference-from": "Ссылка из документа «{{type}}»",
  "incoming-references-input.schema-type-not-found": "Тип «{{type}}» не найден",
  "incoming-references-input.type-to-search": "Начните вводить для поиска",
  "incoming-references-input.types-loading": "Загрузка документов…",
  "incoming-references-input.types-loading-cross-dataset": "Загрузка документов из других наборов данных…",
  "incoming-references-input.types-not-defined": "Для этого типа входящие ссылки не настроены.",

  "incoming-references-pane.no-references": "Входящих ссылок нет.",
  "incoming-references-pane.no-references-found": "Ссылок из документов этого типа нет.",
  "incoming-references-pane.schema-type-not-found": "Тип «{{type}}» не найден",

  "insufficient-permissions-message-tooltip.loading-text": "Загрузка…",

  "menu-item-groups.actions-group": "Действия",
  "menu-item-groups.layout-group": "Вид",
  "menu-item-groups.sorting-group": "Сортировка",

  "menu-items.layout.compact-view": "Компактно",
  "menu-items.layout.detailed-view": "Подробно",
  "menu-items.sort-by.created": "По дате создания",
  "menu-items.sort-by.last-edited": "По дате изменения",

  "no-document-types-screen.link-text": "Как добавить тип документов →",
  "no-document-types-screen.subtitle": "Опишите в схеме хотя бы один тип документов.",
  "no-document-types-screen.title": "Нет типов документов",

  "pane-header.back-button.text": "Назад",
  "pane-header.context-menu-button.tooltip": "Меню",
  "pane-header.create-menu.label": "Создать",
  "pane-header.create-new-button.tooltip": "Создать документ",
  "pane-header.disabled-created-button.aria-label": "Недостаточно прав",

  "pane-item.draft-status.has-draft.tooltip": "Изменено <RelativeTime/>",
  "pane-item.draft-status.no-draft.tooltip": "Нет неопубликованных изменений",
  "pane-item.missing-schema-type.subtitle": "Документ: <Code>{{documentId}}</Code>",
  "pane-item.missing-schema-type.title": "В схеме нет типа <Code>{{documentType}}</Code>",
  "pane-item.published-status.has-published.tooltip": "Опубликовано <RelativeTime/>",
  "pane-item.published-status.no-published.tooltip": "Не опубликовано",

  "panes.document-header-title.error.text": "Ошибка: {{error}}",
  "panes.document-header-title.new.text": "Новый документ: {{schemaType}}",
  "panes.document-header-title.untitled.text": "Без названия",
  "panes.document-list-pane.error.max-retries-attempted":
    "Больше не повторяем: неудачных попыток — {{count}}.",
  "panes.document-list-pane.error.retrying": "Повторяем…",
  "panes.document-list-pane.error.text": "Не удалось загрузить документы.",
  "panes.document-list-pane.error.text.dev": "Ошибка: <Code>{{error}}</Code>",
  "panes.document-list-pane.error.text.offline": "Нет подключения к интернету.",
  "panes.document-list-pane.error.title": "Список не загрузился",
  "panes.document-list-pane.max-items.text": "Показано не больше {{limit}} документов",
  "panes.document-list-pane.no-documents-of-type.text": "Документов этого типа нет",
  "panes.document-list-pane.no-documents.text": "Ничего не найдено",
  "panes.document-list-pane.no-matching-documents.text": "Подходящих документов нет",
  "panes.document-list-pane.reconnecting": "Подключаемся…",
  "panes.document-list-pane.search-input.aria-label": "Поиск по списку",
  "panes.document-list-pane.search-input.placeholder": "Поиск по списку",
  "panes.document-list-pane.sort-order.disabled-reason":
    "Эта сортировка использует поля, которых у этого типа документов нет",
  "panes.document-operation-results.error.summary.title": "Подробности",
  "panes.document-operation-results.operation-error": "Ошибка при действии «{{context}}»",
  "panes.document-operation-results.operation-error_delete":
    "Не удалось удалить документ. Обычно это значит, что на него ссылаются другие документы.",
  "panes.document-operation-results.operation-error_unpublish":
    "Не удалось снять документ с публикации. Обычно это значит, что на него ссылаются другие документы.",
  "panes.document-operation-results.operation-success": "Действие «{{op}}» выполнено",
  "panes.document-operation-results.operation-success_copy-id": "ID документа скопирован",
  "panes.document-operation-results.operation-success_copy-url": "Ссылка на документ скопирована",
  "panes.document-operation-results.operation-success_createVersion":
    "<Strong>{{title}}</Strong> добавлено в выпуск",
  "panes.document-operation-results.operation-success_delete": "Документ удалён",
  "panes.document-operation-results.operation-success_discardChanges":
    "Изменения отменены. Черновик можно вернуть из истории.",
  "panes.document-operation-results.operation-success_duplicate": "Копия документа создана",
  "panes.document-operation-results.operation-success_publish": "<Strong>{{title}}</Strong> опубликовано",
  "panes.document-operation-results.operation-success_publishVersion": "Версия опубликована",
  "panes.document-operation-results.operation-success_restore": "<Strong>{{title}}</Strong> восстановлено",
  "panes.document-operation-results.operation-success_unpublish":
    "<Strong>{{title}}</Strong> снято с публикации. Из последней опубликованной версии создан черновик.",
  "panes.document-operation-results.operation-undefined-title": "Без названия",
  "panes.document-pane.document-not-found.loading": "Загрузка документа…",
  "panes.document-pane.document-not-found.text":
    "Тип документа не описан, а документ с ID <Code>{{id}}</Code> не найден.",
  "panes.document-pane.document-not-found.title": "Документ не найден",
  "panes.document-pane.document-unknown-type.text":
    "У документа тип <Code>{{documentType}}</Code>, которого нет в схеме Studio.",
  "panes.document-pane.document-unknown-type.title":
    "Неизвестный тип документа: <Code>{{documentType}}</Code>",
  "panes.document-pane.document-unknown-type.without-schema.text":
    "Такого документа нет, и его тип не указан.",
  "panes.resolving.default-message": "Загрузка…",
  "panes.resolving.slow-resolve-message": "Всё ещё загружается…",
  "panes.unknown-pane-type.missing-type.text":
    "У элемента структуры нет обязательного свойства <Code>type</Code>.",
  "panes.unknown-pane-type.title": "Неизвестный вид панели",
  "panes.unknown-pane-type.unknown-type.text": "Элемент структуры с типом <Code>{{type}}</Code> неизвестен.",

  "production-preview.menu-item.title": "Открыть на сайте",

  "request-permission-dialog.confirm-button.text": "Отправить запрос",
  "request-permission-dialog.description.text":
    "Запрос получат администраторы проекта. Можно добавить к нему записку",
  "request-permission-dialog.header.text": "Запросить право на правку",
  "request-permission-dialog.note-input.description.text": "Можно добавить записку",
  "request-permission-dialog.note-input.placeholder.text": "Записка…",
  "request-permission-dialog.warning.denied.text": "Ваш запрос на доступ к проекту отклонён.",
  "request-permission-dialog.warning.limit-reached.text":
    "Вы отправили слишком много запросов на роли. Подождите или обратитесь к администратору.",

  "status-bar.document-status-pulse.status.saved.text": "Сохранено",
  "status-bar.document-status-pulse.status.syncing.text": "Сохранение…",
  "status-bar.publish-status-button.last-published-time.aria-label": "Опубликовано {{relativeTime}}",
  "status-bar.publish-status-button.last-published-time.tooltip": "Опубликовано <RelativeTime/>",
  "status-bar.publish-status-button.last-updated-time.aria-label": "Изменено {{relativeTime}}",
  "status-bar.publish-status-button.last-updated-time.tooltip": "Изменено <RelativeTime/>",
  "status-bar.review-changes-button.aria-label": "Посмотреть изменения",
  "status-bar.review-changes-button.status.saved.text": "Сохранено!",
  "status-bar.review-changes-button.status.syncing.text": "Сохранение…",
  "status-bar.review-changes-button.tooltip.changes-saved": "Изменения сохранены",
  "status-bar.review-changes-button.tooltip.text": "Посмотреть изменения",

  "structure-error.docs-link.text": "Документация",
  "structure-error.error.label": "Ошибка",
  "structure-error.header.text": "Не удалось прочитать структуру",
  "structure-error.reload-button.text": "Перезагрузить",
  "structure-error.structure-path.label": "Путь в структуре",

  "timeline-item.menu-button.aria-label": "Открыть меню действий",
  "timeline-item.menu-button.tooltip": "Действия",
  "timeline-item.menu.action-collapse": "Свернуть",
  "timeline-item.menu.action-expand": "Развернуть",
  "timeline-item.not-found-release.tooltip": "Выпуск с ID «{{releaseId}}» не найден",

  "toggle-inline-changes.menu-item.title": "Изменения в полях",
};

export const structureRu: Record<string, string> = {
  ...strings,
  // Asked of «structure» by the history panel, but only «studio» has it (BEYOND_ENGLISH in ru.ts).
  "changes.action.close-label": "Закрыть историю",
  ...counted(
    "banners.permission-check-banner.missing-permission_create_one",
    "Вашей роли <Roles/> не разрешено публиковать этот документ.",
    "Вашим ролям <Roles/> не разрешено публиковать этот документ.",
    "Вашим ролям <Roles/> не разрешено публиковать этот документ.",
  ),
  ...counted(
    "banners.permission-check-banner.missing-permission_update_one",
    "Вашей роли <Roles/> не разрешено изменять этот документ.",
    "Вашим ролям <Roles/> не разрешено изменять этот документ.",
    "Вашим ролям <Roles/> не разрешено изменять этот документ.",
  ),
  ...counted("banners.release.navigate-to-edit-description-end_one", "выпуске", "выпусках", "выпусках"),
  ...counted(
    "banners.release.navigate-to-edit-description-multiple_one",
    "Документ входит в выпуск <VersionBadge/> и ещё {{count}} выпуск.",
    "Документ входит в выпуск <VersionBadge/> и ещё {{count}} выпуска.",
    "Документ входит в выпуск <VersionBadge/> и ещё {{count}} выпусков.",
  ),
  ...counted(
    "confirm-delete-dialog.cdr-summary.document-count_one",
    "{{count}} документ",
    "{{count}} документа",
    "{{count}} документов",
  ),
  ...counted(
    "confirm-delete-dialog.cdr-summary.subtitle_one",
    "Набор данных: {{datasets}}",
    "Наборы данных: {{datasets}}",
    "Наборы данных: {{datasets}}",
  ),
  ...counted(
    "confirm-delete-dialog.cdr-summary.subtitle_unavailable_one",
    "Набор данных недоступен",
    "Наборы данных недоступны",
    "Наборы данных недоступны",
  ),
  ...counted(
    "confirm-delete-dialog.cdr-summary.title_one",
    "{{documentCount}} в {{count}} наборе данных",
    "{{documentCount}} в {{count}} наборах данных",
    "{{documentCount}} в {{count}} наборах данных",
  ),
  ...counted(
    "confirm-delete-dialog.other-reference-count.title_one",
    "Ещё {{count}} ссылка не показана",
    "Ещё {{count}} ссылки не показаны",
    "Ещё {{count}} ссылок не показано",
  ),
  ...counted(
    "confirm-delete-dialog.referring-document-count.text_one",
    "На «<DocumentTitle/>» ссылается {{count}} документ",
    "На «<DocumentTitle/>» ссылаются {{count}} документа",
    "На «<DocumentTitle/>» ссылаются {{count}} документов",
  ),
  ...counted(
    "panes.document-list-pane.error.will-retry-automatically_one",
    "Повторяем… (попытка {{count}})",
    "Повторяем… (попытка {{count}})",
    "Повторяем… (попытка {{count}})",
  ),
};
