chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => undefined);
