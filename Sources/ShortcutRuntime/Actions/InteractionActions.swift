import Foundation

extension RuntimeRegistry {
    /// What the app shows (recorded in ``RunResult/shown``) and what it asks (answered from the
    /// run's answers, in order).
    mutating func registerInteractionActions() {
        native("is.workflow.actions.showresult") { call in
            let value = try call.input("Text", "WFInput")
            call.show(value)
            return value
        }
        native("is.workflow.actions.alert") { call in
            let title = try call.text("WFAlertActionTitle")
            let message = try call.text("WFAlertActionMessage")
            call.show(
                .text(title.isEmpty ? message : (message.isEmpty ? title : title + "\n" + message)))
            return call.input
        }
        native("is.workflow.actions.notification") { call in
            let title = try call.text("WFNotificationActionTitle")
            let body = try call.text("WFNotificationActionBody")
            call.show(.text(title.isEmpty ? body : (body.isEmpty ? title : title + "\n" + body)))
            return call.input
        }
        native("is.workflow.actions.previewdocument") { call in
            let value = try call.input("WFInput")
            call.show(value)
            return value
        }
        native("is.workflow.actions.ask") { call in
            let prompt = try call.text("WFAskActionPrompt")
            let type = try call.option("WFInputType", default: "Text")
            var fallback = try call.value(
                type == "Number" ? "WFAskActionDefaultAnswerNumber" : "WFAskActionDefaultAnswer")
            if fallback.map(call.coercion.text)?.isEmpty ?? true {
                fallback = type == "Number" ? .number(0) : (type == "Date" ? .date(call.clock.now) : .text(""))
            }
            let answer = call.coercion.text(
                try call.answer("Ask for Input “\(prompt)”", fallback: fallback ?? .text("")))
            switch type {
            case "Number":
                guard let number = call.coercion.number(.text(answer)) else {
                    throw ActionFailure(.invalidAnswer("“\(answer)” is not a number"))
                }
                return .number(number)
            case "URL": return .url(answer)
            case "Date":
                guard let date = call.coercion.date(.text(answer)) else {
                    throw ActionFailure(.invalidAnswer("“\(answer)” is not a date"))
                }
                return .date(date)
            default: return .text(answer)
            }
        }
        native("is.workflow.actions.choosefromlist") { call in
            let items = try call.input("WFInput").items
            let prompt = try call.text("WFChooseFromListActionPrompt")
            let multiple = try call.bool("WFChooseFromListActionSelectMultiple", default: false)
            if multiple, try call.bool("WFChooseFromListActionSelectAll", default: false) { return .list(items) }
            guard !items.isEmpty else { throw ActionFailure.failed("there is nothing to choose from") }
            let answer = try call.answer(
                "Choose from List “\(prompt)”", fallback: multiple ? .list([items[0]]) : items[0])
            let wanted = multiple ? answer.items.map(call.coercion.text) : [call.coercion.text(answer)]
            var chosen: [RuntimeValue] = []
            for text in wanted {
                guard let item = items.first(where: { call.coercion.text($0) == text }) else {
                    throw ActionFailure(.invalidAnswer("“\(text)” is not an item of the list"))
                }
                chosen.append(item)
            }
            return multiple ? .list(chosen) : chosen[0]
        }
    }
}
